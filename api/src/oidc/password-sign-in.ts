import type { Response } from "express";
import { verifyAccountPassword } from "../auth/passwords.ts";
import type { Database } from "@alm/database";
import { findUserByUsername, type UserRecord } from "./accounts.ts";
import { WRONG_CREDENTIALS, renderLoginPage, tooManyFailures } from "./login-page.ts";
import type { SignInAttempt, SignInThrottle } from "./sign-in-throttle.ts";

export interface SignInAnswer {
  status: 401 | 429;
  message: string;
  retryAfterMs?: number;
}

/**
 * The password step of the sign-in form, throttled: the account, or the answer to show. Unknown
 * usernames and wrong passwords get the same message after the same work. The caller reports the
 * success through `attempt` when the whole sign-in is done (a second factor may follow).
 */
export async function checkPasswordSignIn(
  db: Database,
  throttle: SignInThrottle,
  username: string,
  password: string,
  address: string | undefined,
): Promise<{ user: UserRecord; attempt: SignInAttempt } | { refused: SignInAnswer }> {
  const claimed = await throttle.begin(username, address);
  if ("refused" in claimed) return { refused: tooManyFailuresAnswer(claimed.refused.retryAfterMs) };
  const user = await findUserByUsername(db, username);
  const matches = await verifyAccountPassword(password, user?.password_hash);
  if (user && matches) return { user, attempt: claimed.attempt };
  const lockout = await claimed.attempt.failed();
  if (lockout) return { refused: tooManyFailuresAnswer(lockout.retryAfterMs) };
  return { refused: { status: 401, message: WRONG_CREDENTIALS } };
}

function tooManyFailuresAnswer(retryAfterMs: number): SignInAnswer {
  return { status: 429, message: tooManyFailures(retryAfterMs), retryAfterMs };
}

/** Shows the sign-in page again with the refusal, and Retry-After when there is a wait. */
export function sendSignInRefusal(res: Response, uid: string, username: string, answer: SignInAnswer) {
  if (answer.retryAfterMs) res.set("retry-after", String(Math.ceil(answer.retryAfterMs / 1000)));
  res
    .status(answer.status)
    .type("html")
    .send(renderLoginPage(uid, username, answer.message));
}
