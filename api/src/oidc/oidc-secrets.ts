import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Queryable } from "@alm/database";
import { openedWith, sealWith } from "./mfa-secret-box.ts";

export interface OidcSecrets {
  signingKeys: JWK[];
  cookieKeys: string[];
}

/** The row as kept: sealed under MFA_ENCRYPTION_KEY, or plain where it is unset (local use). */
type KeptSecrets = OidcSecrets | { sealed: string };

const isSealed = (kept: KeptSecrets): kept is { sealed: string } => "sealed" in kept;

const NEW_KEYS =
  "or delete the row 'provider' of the table oidc_secrets so that the api makes new keys at its start " +
  "(every sign-in and token made so far then ends)";

async function keptSecrets(db: Queryable): Promise<KeptSecrets | undefined> {
  const [row] = await db.query<{ value: KeptSecrets }>(
    "select value from oidc_secrets where name = 'provider'",
  );
  return row?.value;
}

function opened(key: Buffer | undefined, kept: { sealed: string }): OidcSecrets | undefined {
  const plain = openedWith(key, kept.sealed);
  return plain === undefined ? undefined : (JSON.parse(plain) as OidcSecrets);
}

/**
 * Why the start must be refused, if it must: the identity provider's keys were sealed under a
 * MFA_ENCRYPTION_KEY that is now unset or another. Reads only.
 */
export async function providerKeysProblem(
  db: Queryable,
  key: Buffer | undefined,
): Promise<string | undefined> {
  const kept = await keptSecrets(db);
  if (!kept || !isSealed(kept)) return undefined;
  if (!key)
    return `MFA_ENCRYPTION_KEY: unset, but the identity provider's signing keys were sealed with a key it was set to: set it back to that key, ${NEW_KEYS}`;
  if (!opened(key, kept))
    return `MFA_ENCRYPTION_KEY: differs from the key the identity provider's signing keys were sealed with: set it back to that key, ${NEW_KEYS}`;
  return undefined;
}

/**
 * The provider's token-signing key and cookie keys, made once and kept, so that tokens and sign-ins
 * survive a restart and every instance signs alike. With MFA_ENCRYPTION_KEY they are kept sealed
 * under it (AES-256-GCM): whoever held a copy of the database could otherwise sign tokens for any
 * user (an operator's review); keys kept plain before it was set are sealed at the first start with it.
 */
export async function loadOidcSecrets(db: Queryable, key: Buffer | undefined): Promise<OidcSecrets> {
  const kept = await keptSecrets(db);
  if (kept && isSealed(kept)) {
    const secrets = opened(key, kept);
    if (!secrets) throw new Error(await providerKeysProblem(db, key));
    return secrets;
  }
  if (kept) {
    if (key)
      await db.query("update oidc_secrets set value = $1 where name = 'provider' and not value ? 'sealed'", [
        JSON.stringify({ sealed: sealWith(key, JSON.stringify(kept)) }),
      ]);
    return kept;
  }
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  const secrets: OidcSecrets = {
    signingKeys: [{ ...jwk, kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" }],
    cookieKeys: [randomBytes(32).toString("base64url")],
  };
  const value: KeptSecrets = key ? { sealed: sealWith(key, JSON.stringify(secrets)) } : secrets;
  await db.query(
    "insert into oidc_secrets (name, value) values ('provider', $1) on conflict (name) do nothing",
    [JSON.stringify(value)],
  );
  return loadOidcSecrets(db, key);
}
