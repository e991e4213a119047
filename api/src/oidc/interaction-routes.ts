import express, { Router, type Request, type Response } from "express";
import type Provider from "oidc-provider";
import { errors } from "oidc-provider";
import type { Database } from "../db/database.ts";
import { page } from "./html.ts";
import { MISSING_CREDENTIALS, renderLoginPage } from "./login-page.ts";
import { checkPasswordSignIn, sendSignInRefusal } from "./password-sign-in.ts";
import { API_SCOPE, OIDC_MOUNT_PATH } from "./provider.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

const OIDC_SCOPES = ["openid", "profile", "email", "offline_access"];
type Interaction = Awaited<ReturnType<Provider["interactionDetails"]>>;

/** The product is the provider's only client: consent is implied, never asked. */
async function finishWithGrant(
  provider: Provider,
  req: Request,
  res: Response,
  details: Interaction,
  accountId: string,
  audience: string,
) {
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const asked = String(details.params.scope ?? "").split(" ");
  grant.addOIDCScope(OIDC_SCOPES.filter((s) => asked.includes(s)).join(" "));
  grant.addResourceScope(audience, API_SCOPE);
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** An interaction that expired or was already used: start over from the application. */
function expired(res: Response) {
  res
    .status(400)
    .type("html")
    .send(
      page(
        "Sign-in expired",
        `<h1>Sign-in expired</h1><p>This sign-in page is no longer valid.
         Go back to the application and sign in again.</p>`,
      ),
    );
}

export function interactionRoutes(
  provider: Provider,
  db: Database,
  audience: string,
  throttle: SignInThrottle,
): Router {
  const router = Router();
  router.use(`${OIDC_MOUNT_PATH}/interaction`, (_req, res, next) => {
    res.set("cache-control", "no-store");
    next();
  });

  router.get(`${OIDC_MOUNT_PATH}/interaction/:uid`, async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const signedIn = details.session?.accountId;
    if (details.prompt.name === "consent" && signedIn) {
      await finishWithGrant(provider, req, res, details, signedIn, audience);
      return;
    }
    res.type("html").send(renderLoginPage(details.uid));
  });

  router.post(
    `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
    express.urlencoded({ extended: false, limit: "10kb" }),
    async (req, res) => {
      const details = await provider.interactionDetails(req, res);
      const body = req.body as Record<string, unknown>;
      const username = typeof body.username === "string" ? body.username : "";
      const password = typeof body.password === "string" ? body.password : "";
      if (!username.trim() || !password) {
        res
          .status(400)
          .type("html")
          .send(renderLoginPage(details.uid, username, MISSING_CREDENTIALS));
        return;
      }
      const checked = await checkPasswordSignIn(db, throttle, username, password, req.ip);
      if ("refused" in checked) {
        sendSignInRefusal(res, details.uid, username, checked.refused);
        return;
      }
      await checked.attempt.succeeded();
      await finishWithGrant(provider, req, res, details, checked.user.sub, audience);
    },
  );

  router.use(`${OIDC_MOUNT_PATH}/interaction`, ((error, _req, res, next) => {
    if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) expired(res);
    else next(error);
  }) as express.ErrorRequestHandler);
  return router;
}
