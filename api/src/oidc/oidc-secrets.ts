import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Database } from "@alm/database";

export interface OidcSecrets {
  signingKeys: JWK[];
  cookieKeys: string[];
}

/** Keys are made once and kept, so tokens and sessions survive a restart. */
export async function loadOidcSecrets(db: Database): Promise<OidcSecrets> {
  const existing = await db.query<{ value: OidcSecrets }>(
    "select value from oidc_secrets where name = 'provider'",
  );
  if (existing[0]) return existing[0].value;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  const secrets: OidcSecrets = {
    signingKeys: [{ ...jwk, kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" }],
    cookieKeys: [randomBytes(32).toString("base64url")],
  };
  await db.query(
    "insert into oidc_secrets (name, value) values ('provider', $1) on conflict (name) do nothing",
    [JSON.stringify(secrets)],
  );
  return loadOidcSecrets(db);
}
