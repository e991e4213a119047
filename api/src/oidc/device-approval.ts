import express, { Router, type Request, type Response } from "express";
import type Provider from "oidc-provider";
import type { Database } from "@alm/database";
import { findUserBySub } from "./accounts.ts";
import { renderDeviceApproval } from "./device-pages.ts";
import { finishWithGrant, type AuthenticationMethods, type Interaction } from "./finish-sign-in.ts";
import { interactionErrors, renderExpired } from "./interaction-errors.ts";
import { GRANT_TTL_SECONDS, OIDC_MOUNT_PATH, TOOL_DESCRIPTION } from "./provider.ts";

/** Where a person decides, once signed in, whether a tool may act as them. */
const APPROVAL_ROUTE = `${OIDC_MOUNT_PATH}/interaction/:uid/approve`;
const approvalPath = (uid: string) => APPROVAL_ROUTE.replace(":uid", encodeURIComponent(uid));

/**
 * A sign-in for a tool (the device authorization grant) is not finished when the person has
 * signed in: they first see whom they are signed in as and which tool asks, and allow or cancel.
 * The product's own sign-in needs no such question (finish-sign-in.ts).
 */
export const asksForApproval = (details: Interaction) => details.deviceCode !== undefined;

/**
 * Keeps who signed in, and how, with the interaction, then shows the approval page. No grant
 * exists until the person allows: resuming the interaction without it only asks again.
 */
export async function askForApproval(
  provider: Provider,
  req: Request,
  res: Response,
  details: Interaction,
  accountId: string,
  amr: AuthenticationMethods,
) {
  await provider.interactionResult(
    req,
    res,
    { login: { accountId, amr } },
    { mergeWithLastSubmission: false },
  );
  res.redirect(303, approvalPath(details.uid));
}

const isAmr = (amr: unknown): amr is AuthenticationMethods =>
  Array.isArray(amr) && amr[0] === "pwd" && (amr.length === 1 || (amr.length === 2 && amr[1] === "otp"));

/** The signed-in person of an interaction waiting for approval, or nothing (expired, or no sign-in yet). */
function signedIn(details: Interaction) {
  const login = details.result?.login;
  if (!details.deviceCode || !login || !isAmr(login.amr)) return undefined;
  return { accountId: login.accountId, amr: login.amr, deviceCode: details.deviceCode };
}

export function deviceApprovalRoutes(provider: Provider, db: Database, audience: string): Router {
  const router = Router();

  router.get(APPROVAL_ROUTE, async (req, res) => {
    res.set("cache-control", "no-store");
    const details = await provider.interactionDetails(req, res);
    const login = signedIn(details);
    const user = login ? await findUserBySub(db, login.accountId) : undefined;
    const code = login
      ? await provider.DeviceCode.find(login.deviceCode, { ignoreExpiration: true })
      : undefined;
    const client = code?.clientId ? await provider.Client.find(code.clientId) : undefined;
    if (!user || !code || code.isExpired || !client) {
      renderExpired(res);
      return;
    }
    const description = client.metadata()[TOOL_DESCRIPTION];
    res.type("html").send(
      renderDeviceApproval({
        action: approvalPath(details.uid),
        person: { name: user.name, username: user.username },
        tool: {
          name: client.clientName ?? client.clientId,
          description: typeof description === "string" ? description : "",
        },
        userCode: code.userCode,
        hours: GRANT_TTL_SECONDS / 3600,
      }),
    );
  });

  router.post(APPROVAL_ROUTE, express.urlencoded({ extended: false, limit: "10kb" }), async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const login = signedIn(details);
    if (!login) {
      renderExpired(res);
      return;
    }
    const body = req.body as Record<string, unknown>;
    if (body.decision !== "allow") {
      // The provider marks the tool's code refused and says so on its code page.
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "End-User aborted interaction" },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    await finishWithGrant(provider, req, res, details, login.accountId, audience, login.amr);
  });

  router.use(`${OIDC_MOUNT_PATH}/interaction`, interactionErrors);
  return router;
}
