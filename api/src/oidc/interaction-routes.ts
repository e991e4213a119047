import express, { Router } from "express";
import type Provider from "oidc-provider";
import { mfaRequiredFor } from "../auth/mfa-requirement.ts";
import type { Database } from "@alm/database";
import { findUserBySub } from "./accounts.ts";
import { interactionErrors } from "./interaction-errors.ts";
import { MISSING_CREDENTIALS, renderLoginPage } from "./login-page.ts";
import { continueSignIn } from "./mfa-routes.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { checkPasswordSignIn, sendSignInRefusal } from "./password-sign-in.ts";
import { OIDC_MOUNT_PATH } from "./provider.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

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
    const user = signedIn ? await findUserBySub(db, signedIn) : undefined;
    if (details.prompt.name === "consent" && user) {
      // The provider's session already knows the user; it still needs a second factor if it had none.
      const otpDone = details.session?.amr?.includes("otp") === true;
      await continueSignIn({ provider, db, audience }, req, res, details, user, otpDone);
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
        await recordAudit(db, {
          actor: { username },
          address: req.ip,
          action: "SIGN_IN_FAILED",
          detail: { reason: checked.refused.status === 429 ? "throttled" : "wrong username or password" },
        });
        sendSignInRefusal(res, details.uid, username, checked.refused);
        return;
      }
      // With a second factor still to come, earlier failures keep counting until it passes too.
      const { user } = checked;
      const secondFactorNext = await mfaRequiredFor(db, user);
      await checked.attempt.succeeded({ resetAccount: !secondFactorNext });
      await recordAudit(db, {
        actor: { sub: user.sub, username: user.username, tenant: user.tenant },
        address: req.ip,
        // With a second factor to come, the session begins (SIGN_IN) only once that passes too.
        action: secondFactorNext ? "PASSWORD_ACCEPTED" : "SIGN_IN",
        detail: { factor: "password", secondFactorNext },
      });
      await continueSignIn({ provider, db, audience }, req, res, details, user);
    },
  );

  router.use(`${OIDC_MOUNT_PATH}/interaction`, interactionErrors);
  return router;
}
