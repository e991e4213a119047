import express, { Router, type Request, type Response } from "express";
import type Provider from "oidc-provider";
import type { Database } from "@alm/database";
import { recordAudit } from "../audit/audit-trail.ts";
import type { SecurityMailer } from "../email/security-mail.ts";
import type { UserRecord } from "./accounts.ts";
import { pendingStepOf } from "./pending-step.ts";
import { interactionErrors } from "./interaction-errors.ts";
import { issueEnrolmentLink, spendEnrolmentTicket } from "./mfa-enrolment-tickets.ts";
import { MFA_TEXTS, renderEnrolmentGatePage, renderStartOver } from "./mfa-pages.ts";
import { MFA_PATH, MFA_ROUTE } from "./mfa-paths.ts";
import { allowEnrolment, type PendingSignIn } from "./mfa-pending.ts";
import { tooManyFailures } from "./login-page.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

export interface EnrolmentGateDeps {
  provider: Provider;
  db: Database;
  mail: SecurityMailer;
  /** The provider's public address: the e-mailed link points at it. */
  issuer: string;
  throttle: SignInThrottle;
}

const actorOf = (user: UserRecord) => ({ sub: user.sub, username: user.username, tenant: user.tenant });

/**
 * The page a user without an authenticator sees after the password: a link is e-mailed to their
 * address on file, once per sign-in (reloading the page sends no second one).
 */
export async function showEnrolmentGate(
  deps: EnrolmentGateDeps,
  req: Request,
  res: Response,
  pending: PendingSignIn,
  user: UserRecord,
) {
  const uid = pending.interaction_uid;
  const secret = await issueEnrolmentLink(deps.db, user.sub, uid);
  if (secret) {
    const href = new URL(`${MFA_PATH(uid)}/enrol?ticket=${secret}`, deps.issuer).toString();
    await deps.mail.send(user.email, {
      subject: "ALM Analysis: set up your authenticator app",
      paragraphs: [
        `Hello ${user.given_name || user.name},`,
        "You signed in to ALM Analysis and need to set up an authenticator app. Open this link in the browser where you signed in, within 10 minutes. It works once.",
        "If this was not you, do nothing: your account stays as it is. Someone knows your password, so change it or ask your ALM advisor.",
      ],
      link: { href, text: "Set up my authenticator app" },
    });
    await recordAudit(deps.db, { actor: actorOf(user), address: req.ip, action: "MFA_ENROLMENT_LINK_SENT" });
  }
  res.type("html").send(renderEnrolmentGatePage(uid, user.email));
}

/** The two ways past the gate: the e-mailed link, and a code staff issued. */
export function mfaEnrolmentRoutes(deps: EnrolmentGateDeps): Router {
  const { provider, db } = deps;
  const router = Router();

  const pendingOf = (req: Request, res: Response) => pendingStepOf(provider, db, req, res);

  async function allow(
    req: Request,
    res: Response,
    pending: PendingSignIn,
    user: UserRecord,
    through: string,
  ) {
    await allowEnrolment(db, pending.interaction_uid);
    await recordAudit(db, {
      actor: actorOf(user),
      address: req.ip,
      action: "MFA_ENROLMENT_ALLOWED",
      detail: { through },
    });
    res.redirect(303, MFA_PATH(pending.interaction_uid));
  }

  router.get(`${MFA_ROUTE}/enrol`, async (req, res) => {
    res.set("cache-control", "no-store");
    const found = await pendingOf(req, res);
    if (!found) return;
    const { pending, user } = found;
    const ticket = typeof req.query.ticket === "string" ? req.query.ticket : "";
    const spent =
      ticket &&
      (await spendEnrolmentTicket(db, {
        sub: user.sub,
        kind: "link",
        secret: ticket,
        uid: pending.interaction_uid,
      }));
    if (!spent) {
      res.status(400).type("html").send(renderStartOver(MFA_TEXTS.enrolmentLinkInvalid));
      return;
    }
    await allow(req, res, pending, user, "e-mailed link");
  });

  router.post(
    `${MFA_ROUTE}/enrolment-code`,
    express.urlencoded({ extended: false, limit: "10kb" }),
    async (req, res) => {
      res.set("cache-control", "no-store");
      const found = await pendingOf(req, res);
      if (!found) return;
      const { pending, user } = found;
      const uid = pending.interaction_uid;
      const body = req.body as Record<string, unknown>;
      const code = typeof body.enrolmentCode === "string" ? body.enrolmentCode.trim() : "";
      if (!code) {
        res
          .status(400)
          .type("html")
          .send(renderEnrolmentGatePage(uid, user.email, MFA_TEXTS.missingEnrolmentCode));
        return;
      }
      // A code is a secret like the password: the same per-account and per-address limits apply.
      const claimed = await deps.throttle.begin(user.username, req.ip);
      if ("refused" in claimed) {
        res.set("retry-after", String(Math.ceil(claimed.refused.retryAfterMs / 1000)));
        res
          .status(429)
          .type("html")
          .send(renderEnrolmentGatePage(uid, user.email, tooManyFailures(claimed.refused.retryAfterMs)));
        return;
      }
      if (!(await spendEnrolmentTicket(db, { sub: user.sub, kind: "staff", secret: code }))) {
        await claimed.attempt.failed();
        await recordAudit(db, {
          actor: actorOf(user),
          address: req.ip,
          action: "MFA_CODE_FAILED",
          detail: { enrolmentCode: true },
        });
        res
          .status(401)
          .type("html")
          .send(renderEnrolmentGatePage(uid, user.email, MFA_TEXTS.wrongEnrolmentCode));
        return;
      }
      await claimed.attempt.succeeded({ resetAccount: false });
      await allow(req, res, pending, user, "staff code");
    },
  );

  router.use(MFA_ROUTE, interactionErrors);
  return router;
}
