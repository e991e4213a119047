import { createHash, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import type { Database } from "@alm/database";
import type { SecretBox } from "./mfa-secret-box.ts";

/** The name authenticator apps show next to the codes. */
export const TOTP_ISSUER = "ALM Analysis";
/** ±30 s at a 30 s period: one time step of clock drift either way (RFC 6238 section 6). */
const CLOCK_DRIFT_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

/** Six digits, spaces allowed (apps show "123 456"). */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ""));

export async function hasAuthenticator(db: Database, sub: string): Promise<boolean> {
  const rows = await db.query("select 1 from mfa_authenticators where sub = $1", [sub]);
  return rows.length > 0;
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, username: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/** The time step a code matches, or undefined; ±1 step of drift. */
export async function matchingTimeStep(
  secret: string,
  code: string,
  afterTimeStep?: number,
): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code.replace(/\s/g, ""),
      epochTolerance: CLOCK_DRIFT_SECONDS,
      afterTimeStep,
    });
    return result.valid && "timeStep" in result ? result.timeStep : undefined;
  } catch {
    // otplib throws on malformed tokens; to the user that is just a wrong code.
    return undefined;
  }
}

/**
 * A code from the user's authenticator. A code of a time step already used (or earlier) is a
 * replay and refused; the conditional update makes two concurrent uses of one code count once.
 */
export async function verifyTotp(db: Database, box: SecretBox, sub: string, code: string): Promise<boolean> {
  const [row] = await db.query<{ secret_ciphertext: string; last_time_step: string | null }>(
    "select secret_ciphertext, last_time_step from mfa_authenticators where sub = $1",
    [sub],
  );
  if (!row) return false;
  const last = row.last_time_step === null ? undefined : Number(row.last_time_step);
  const step = await matchingTimeStep(await box.open(row.secret_ciphertext), code, last);
  if (step === undefined) return false;
  const updated = await db.query(
    `update mfa_authenticators set last_time_step = $2
     where sub = $1 and (last_time_step is null or last_time_step < $2) returning sub`,
    [sub, step],
  );
  return updated.length > 0;
}

/** Keeps a confirmed authenticator (replacing any earlier one) and its first accepted step. */
export async function saveAuthenticator(
  db: Database,
  box: SecretBox,
  sub: string,
  secret: string,
  acceptedStep: number,
): Promise<void> {
  await db.query(
    `insert into mfa_authenticators (sub, secret_ciphertext, last_time_step) values ($1, $2, $3)
     on conflict (sub) do update set secret_ciphertext = excluded.secret_ciphertext,
       last_time_step = excluded.last_time_step, enrolled_date = now()`,
    [sub, await box.seal(secret), acceptedStep],
  );
}

// Recovery codes carry 64 random bits, so a fast hash is enough: nobody can guess their way
// back from a stored hash, and lookups need no per-code salt.
const hashRecoveryCode = (code: string) =>
  createHash("sha256")
    .update(code.toLowerCase().replace(/[^0-9a-f]/g, ""))
    .digest("base64url");

/** New one-time recovery codes, replacing the old ones; only their hashes are kept. */
export async function issueRecoveryCodes(db: Database, sub: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    (randomBytes(8).toString("hex").match(/.{4}/g) ?? []).join("-"),
  );
  await db.query("delete from mfa_recovery_codes where sub = $1", [sub]);
  for (const code of codes) {
    await db.query("insert into mfa_recovery_codes (sub, code_hash) values ($1, $2)", [
      sub,
      hashRecoveryCode(code),
    ]);
  }
  return codes;
}

/** Spends a recovery code: true once per code, false ever after. */
export async function useRecoveryCode(db: Database, sub: string, code: string): Promise<boolean> {
  const rows = await db.query(
    `update mfa_recovery_codes set used_date = now()
     where sub = $1 and code_hash = $2 and used_date is null returning sub`,
    [sub, hashRecoveryCode(code)],
  );
  return rows.length > 0;
}
