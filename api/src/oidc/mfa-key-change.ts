import type { Database } from "@alm/database";
import { keptKeyOf, openedWith, sealWith } from "./mfa-secret-box.ts";

const RESET =
  "or reset those authenticators (delete their rows from mfa_authenticators and mfa_recovery_codes) " +
  "so that their users set up new ones at their next sign-in";

/** What the start does about the authenticators' key: refuse (`problem`), or `apply` and go on. */
export interface MfaKeyAdoption {
  problem?: string;
  /** Seals again under the configured key what was sealed under the kept one; the counts. */
  apply: () => Promise<{ authenticators: number; answers: number }>;
}

/** An answer kept for an Idempotency-Key, sealed under the kept key, sealed again under `key`. */
async function answersToSealAgain(db: Database, keptKey: Buffer | undefined, key: Buffer) {
  if (!keptKey) return [];
  const rows = await db.query<{ caller: string; key: string; body: Uint8Array }>(
    "select caller, key, body from idempotency_keys where body is not null and expires_at > now()",
  );
  return rows.flatMap((row) => {
    const sealed = Buffer.from(row.body).toString("utf8");
    if (openedWith(key, sealed) !== undefined) return [];
    const plain = openedWith(keptKey, sealed);
    return plain === undefined ? [] : [{ ...row, body: Buffer.from(sealWith(key, plain), "utf8") }];
  });
}

/**
 * The authenticators' secrets against MFA_ENCRYPTION_KEY, at start, before anything is served.
 * The box takes the configured key and never reads the one the database kept while it was unset:
 * set afterwards (the README's advice for a deployment), every TOTP sign-in of the users who had
 * set up an authenticator failed (an operator's review). Those secrets are sealed again under the
 * configured key, in one transaction. Secrets that neither key opens refuse the start instead.
 * The answers kept for Idempotency-Keys (a day) are sealed with the same box: those under the kept
 * key are sealed again too, or a repeat of a write made just before the key was set could not be
 * given its answer. Reads only: the start writes (`apply`) once nothing else refuses it.
 */
export async function planMfaKeyAdoption(
  db: Database,
  configuredKey: Buffer | undefined,
): Promise<MfaKeyAdoption> {
  const rows = await db.query<{ sub: string; secret_ciphertext: string }>(
    "select sub, secret_ciphertext from mfa_authenticators",
  );
  const keptKey = await keptKeyOf(db);
  const stuck = rows.filter(
    (row) =>
      openedWith(configuredKey ?? keptKey, row.secret_ciphertext) === undefined &&
      (!configuredKey || openedWith(keptKey, row.secret_ciphertext) === undefined),
  );
  const which = `${stuck.length} of the ${rows.length} users' authenticators`;
  const none = async () => ({ authenticators: 0, answers: 0 });
  if (stuck.length && !configuredKey)
    return {
      problem: `MFA_ENCRYPTION_KEY: unset, but ${which} were sealed with a key it was set to, so their TOTP codes would fail every sign-in: set it back to that key, ${RESET}`,
      apply: none,
    };
  if (stuck.length)
    return {
      problem: `MFA_ENCRYPTION_KEY: differs from the key ${which} were sealed with, so their TOTP codes would fail every sign-in: set it to the key they were sealed with, ${RESET}`,
      apply: none,
    };
  if (!configuredKey) return { apply: none };
  const resealed = rows.flatMap((row) => {
    if (openedWith(configuredKey, row.secret_ciphertext) !== undefined) return [];
    const plain = openedWith(keptKey, row.secret_ciphertext) as string;
    return [{ sub: row.sub, sealed: sealWith(configuredKey, plain) }];
  });
  const answers = await answersToSealAgain(db, keptKey, configuredKey);
  // The usual start: everything already under the configured key, nothing to write.
  if (resealed.length === 0 && answers.length === 0) return { apply: none };
  return {
    apply: async () => {
      await db.transaction(async (tx) => {
        for (const { sub, sealed } of resealed)
          await tx.query("update mfa_authenticators set secret_ciphertext = $2 where sub = $1", [
            sub,
            sealed,
          ]);
        for (const answer of answers)
          await tx.query("update idempotency_keys set body = $3 where caller = $1 and key = $2", [
            answer.caller,
            answer.key,
            answer.body,
          ]);
      });
      return { authenticators: resealed.length, answers: answers.length };
    },
  };
}
