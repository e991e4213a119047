import type { Response } from "express";
import { verifyAccountPassword } from "../auth/passwords.ts";
import type { Database } from "../db/database.ts";
import { findUserByUsername, type UserRecord } from "./accounts.ts";
import { WRONG_CREDENTIALS, renderLoginPage, tooManyFailures } from "./login-page.ts";
import type { SignInThrottle } from "./sign-in-throttle.ts";

export interface SignInAnswer {
  status: 401 | 429;
  message: string;
  retryAfterMs?: number;
}

/**
 * The password step of the sign-in form, throttled: the account, or the answer to show. Unknown
 * usernames and wrong passwords get the same message after the same work. The caller reports the
 * success to the throttle when the whole sign-in is done (a second factor may follow).
 */
export async function checkPasswordSignIn(
  db: Database,
  throttle: SignInThrottle,
  username: string,
  password: string,
  address: string | undefined,
): Promise<{ user: UserRecord } | { refused: SignInAnswer }> {
  const refusal = await throttle.begin(username, address);
  if (refusal)
    return { refused: { status: 429, message: tooManyFailures(refusal.retryAfterMs), ...refusal } };
  const user = await findUserByUsername(db, username);
  const matches = await verifyAccountPassword(password, user?.password_hash);
  if (user && matches) return { user };
  const lockout = await throttle.failed(username, address);
  if (lockout)
    return { refused: { status: 429, message: tooManyFailures(lockout.retryAfterMs), ...lockout } };
  return { refused: { status: 401, message: WRONG_CREDENTIALS } };
}

/** Shows the sign-in page again with the refusal, and Retry-After when there is a wait. */
export function sendSignInRefusal(res: Response, uid: string, username: string, answer: SignInAnswer) {
  if (answer.retryAfterMs) res.set("retry-after", String(Math.ceil(answer.retryAfterMs / 1000)));
  res
    .status(answer.status)
    .type("html")
    .send(renderLoginPage(uid, username, answer.message));
}
