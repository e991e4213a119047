import { recordAudit } from "../audit/audit-trail.ts";
import express, { Router, type Request, type Response } from "express";
import type Provider from "oidc-provider";
import { mfaRequiredFor } from "../auth/mfa-requirement.ts";
import type { Database } from "@alm/database";
import { findUserBySub, type UserRecord } from "./accounts.ts";
import { askForApproval, asksForApproval } from "./device-approval.ts";
import { finishWithGrant, type AuthenticationMethods, type Interaction } from "./finish-sign-in.ts";
import { interactionErrors } from "./interaction-errors.ts";
import {
  hasAuthenticator,
  issueRecoveryCodes,
  looksLikeTotp,
  matchingTimeStep,
  newTotpSecret,
  saveAuthenticator,
  totpUri,
  useRecoveryCode,
  verifyTotp,
} from "./mfa-authenticators.ts";
import { MFA_PATH, MFA_ROUTE } from "./mfa-paths.ts";
import {
  beginPendingSignIn,
  countWrongCode,
  endPendingSignIn,
  findPendingSignIn,
  markSecondFactorPassed,
  offerEnrolmentSecret,
  type PendingSignIn,
} from "./mfa-pending.ts";
import {
  MFA_TEXTS,
  renderCodePage,
  renderEnrolmentPage,
  renderRecoveryCodesPage,
  renderStartOver,
} from "./mfa-pages.ts";
import type { SecretBox } from "./mfa-secret-box.ts";
import { tooManyFailures } from "./login-page.ts";
import type { SignInAttempt, SignInRefusal, SignInThrottle } from "./sign-in-throttle.ts";

export interface MfaStepDeps {
  provider: Provider;
  db: Database;
  audience: string;
  box: SecretBox;
  /** A code is a secret like the password: the same per-account and per-address limits apply. */
  throttle: SignInThrottle;
}

type SignInStart = Pick<MfaStepDeps, "provider" | "db" | "audience">;

/**
 * After the password (or an existing provider session): finish when no second factor is needed
 * or the session already had one (a tool's sign-in first asks the person to allow it); otherwise
 * go to the second step.
 */
export async function continueSignIn(
  { provider, db, audience }: SignInStart,
  req: Request,
  res: Response,
  details: Interaction,
  user: UserRecord,
  otpDone = false,
) {
  const finish = (amr: AuthenticationMethods) =>
    asksForApproval(details)
      ? askForApproval(provider, req, res, details, user.sub, amr)
      : finishWithGrant(provider, req, res, details, user.sub, audience, amr);
  if (otpDone) {
    await finish(["pwd", "otp"]);
    return;
  }
  if (!(await mfaRequiredFor(db, user))) {
    await finish(["pwd"]);
    return;
  }
  await beginPendingSignIn(db, details.uid, user.sub);
  res.redirect(303, MFA_PATH(details.uid));
}

/** Locked or waiting: the code page with when to try again, as the password form does. */
function sendCodeRefusal(res: Response, uid: string, refusal: SignInRefusal) {
  res.set("retry-after", String(Math.ceil(refusal.retryAfterMs / 1000)));
  res
    .status(429)
    .type("html")
    .send(renderCodePage(uid, tooManyFailures(refusal.retryAfterMs)));
}

/** The second step's pages: a code from the authenticator, or enrolment when there is none yet. */
export function mfaRoutes(deps: MfaStepDeps): Router {
  const { provider, db, box } = deps;
  const router = Router();
  const path = MFA_ROUTE;
  const form = express.urlencoded({ extended: false, limit: "10kb" });

  /** The interaction (bound to this browser's cookie) and its pending second step. */
  async function pendingOf(req: Request, res: Response) {
    const details = await provider.interactionDetails(req, res);
    const pending = await findPendingSignIn(db, details.uid);
    const user = pending ? await findUserBySub(db, pending.sub) : undefined;
    if (!pending || !user) {
      res.status(400).type("html").send(renderStartOver(MFA_TEXTS.pendingExpired));
      return undefined;
    }
    return { details, pending, user };
  }

  async function enrolmentPage(uid: string, pending: PendingSignIn, user: UserRecord, error?: string) {
    let secret: string;
    if (pending.enrolment_ciphertext) secret = await box.open(pending.enrolment_ciphertext);
    else {
      secret = newTotpSecret();
      await offerEnrolmentSecret(db, uid, await box.seal(secret));
    }
    return renderEnrolmentPage(uid, secret, totpUri(secret, user.username), error);
  }

  async function refuse(
    res: Response,
    found: NonNullable<Awaited<ReturnType<typeof pendingOf>>>,
    attempt: SignInAttempt,
  ) {
    const { details, pending, user } = found;
    await recordAudit(db, {
      actor: { sub: user.sub, username: user.username, tenant: user.tenant },
      address: res.req.ip,
      action: "MFA_CODE_FAILED",
      detail: { enrolling: !!pending.enrolment_ciphertext },
    });
    const lockout = await attempt.failed();
    if (lockout) {
      sendCodeRefusal(res, details.uid, lockout);
      return;
    }
    if (await countWrongCode(db, details.uid)) {
      res.status(401).type("html").send(renderStartOver(MFA_TEXTS.tooManyAttempts));
      return;
    }
    const html = pending.enrolment_ciphertext
      ? await enrolmentPage(details.uid, pending, user, MFA_TEXTS.wrongCode)
      : renderCodePage(details.uid, MFA_TEXTS.wrongCode);
    res.status(401).type("html").send(html);
  }

  router.use(path, (_req, res, next) => {
    res.set("cache-control", "no-store");
    next();
  });

  router.get(path, async (req, res) => {
    const found = await pendingOf(req, res);
    if (!found) return;
    const { details, pending, user } = found;
    const html = (await hasAuthenticator(db, user.sub))
      ? renderCodePage(details.uid)
      : await enrolmentPage(details.uid, pending, user);
    res.type("html").send(html);
  });

  router.post(path, form, async (req, res) => {
    const found = await pendingOf(req, res);
    if (!found) return;
    const { details, pending, user } = found;
    const body = req.body as Record<string, unknown>;
    const code = typeof body.code === "string" ? body.code.trim() : "";
    if (!code) {
      res.status(400).type("html").send(renderCodePage(details.uid, MFA_TEXTS.missingCode));
      return;
    }
    const claimed = await deps.throttle.begin(user.username, req.ip);
    if ("refused" in claimed) {
      sendCodeRefusal(res, details.uid, claimed.refused);
      return;
    }
    const { attempt } = claimed;
    if (pending.enrolment_ciphertext) {
      const secret = await box.open(pending.enrolment_ciphertext);
      const step = looksLikeTotp(code) ? await matchingTimeStep(secret, code) : undefined;
      if (step === undefined) {
        await refuse(res, found, attempt);
        return;
      }
      await attempt.succeeded();
      await saveAuthenticator(db, box, user.sub, secret, step);
      await recordAudit(db, {
        actor: { sub: user.sub, username: user.username, tenant: user.tenant },
        address: req.ip,
        action: "MFA_ENROLLED",
      });
      await markSecondFactorPassed(db, details.uid);
      res.type("html").send(renderRecoveryCodesPage(details.uid, await issueRecoveryCodes(db, user.sub)));
      return;
    }
    const passed = looksLikeTotp(code)
      ? await verifyTotp(db, box, user.sub, code)
      : await useRecoveryCode(db, user.sub, code);
    if (!passed) {
      await refuse(res, found, attempt);
      return;
    }
    await attempt.succeeded();
    await recordAudit(db, {
      actor: { sub: user.sub, username: user.username, tenant: user.tenant },
      address: req.ip,
      action: "SIGN_IN",
      detail: { factor: looksLikeTotp(code) ? "authenticator code" : "recovery code" },
    });
    await endPendingSignIn(db, details.uid);
    await continueSignIn(deps, req, res, details, user, true);
  });

  // After the recovery codes were shown: the enrolment's code already passed.
  router.post(`${path}/done`, async (req, res) => {
    const found = await pendingOf(req, res);
    if (!found) return;
    const { details, pending, user } = found;
    if (!pending.second_factor_passed) {
      res.redirect(303, MFA_PATH(details.uid));
      return;
    }
    await recordAudit(db, {
      actor: { sub: user.sub, username: user.username, tenant: user.tenant },
      address: req.ip,
      action: "SIGN_IN",
      detail: { factor: "authenticator code (enrolment)" },
    });
    await endPendingSignIn(db, details.uid);
    await continueSignIn(deps, req, res, details, user, true);
  });

  router.use(path, interactionErrors);
  return router;
}
