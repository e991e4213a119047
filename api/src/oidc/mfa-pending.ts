import type { Database } from "@alm/database";

/** How long the second step may wait after the password step. */
export const PENDING_MINUTES = 10;
/** Wrong codes one sign-in may try before the password must be given again. */
export const MAX_CODE_ATTEMPTS = 5;

/** A sign-in that passed the password step and waits for its second factor. */
export interface PendingSignIn {
  interaction_uid: string;
  sub: string;
  enrolment_ciphertext: string | null;
  second_factor_passed: boolean;
  failed_attempts: number;
  /** A one-time enrolment ticket was spent for this sign-in: the enrolment page may be shown. */
  enrolment_allowed: boolean;
}

export async function beginPendingSignIn(db: Database, uid: string, sub: string): Promise<void> {
  await db.query(
    `insert into mfa_pending_sign_ins (interaction_uid, sub, expires_at)
     values ($1, $2, now() + make_interval(mins => $3))
     on conflict (interaction_uid) do update set sub = excluded.sub, enrolment_ciphertext = null,
       second_factor_passed = false, failed_attempts = 0, enrolment_allowed = false, expires_at = excluded.expires_at`,
    [uid, sub, PENDING_MINUTES],
  );
}

export async function findPendingSignIn(db: Database, uid: string): Promise<PendingSignIn | undefined> {
  const rows = await db.query<PendingSignIn>(
    `select interaction_uid, sub, enrolment_ciphertext, second_factor_passed, failed_attempts,
       enrolment_allowed from mfa_pending_sign_ins where interaction_uid = $1 and expires_at > now()`,
    [uid],
  );
  return rows[0];
}

export async function offerEnrolmentSecret(db: Database, uid: string, ciphertext: string): Promise<void> {
  await db.query("update mfa_pending_sign_ins set enrolment_ciphertext = $2 where interaction_uid = $1", [
    uid,
    ciphertext,
  ]);
}

export async function allowEnrolment(db: Database, uid: string): Promise<void> {
  await db.query("update mfa_pending_sign_ins set enrolment_allowed = true where interaction_uid = $1", [
    uid,
  ]);
}

export async function markSecondFactorPassed(db: Database, uid: string): Promise<void> {
  await db.query("update mfa_pending_sign_ins set second_factor_passed = true where interaction_uid = $1", [
    uid,
  ]);
}

/** Counts a wrong code; true when the sign-in has used up its attempts (and is dropped). */
export async function countWrongCode(db: Database, uid: string): Promise<boolean> {
  const [row] = await db.query<{ failed_attempts: number }>(
    `update mfa_pending_sign_ins set failed_attempts = failed_attempts + 1
     where interaction_uid = $1 returning failed_attempts`,
    [uid],
  );
  const exhausted = !row || row.failed_attempts >= MAX_CODE_ATTEMPTS;
  if (exhausted) await endPendingSignIn(db, uid);
  return exhausted;
}

export async function endPendingSignIn(db: Database, uid: string): Promise<void> {
  await db.query("delete from mfa_pending_sign_ins where interaction_uid = $1", [uid]);
}
