import { randomBytes } from "node:crypto";
import type { Database } from "@alm/database";
import type { GatewayConfig } from "../config.ts";

export interface GatewaySecrets {
  /** Signs the session cookie, sign-in state, print and attachment tickets. */
  sessionSecret: string;
  /** Seals tokens at rest (AES-256-GCM). */
  encryptionKey: Buffer;
}

/**
 * A secret the configuration does not give is made once and kept in the gateway's database, so
 * that a restarted instance, or another one on the same database, signs and seals alike. Local use
 * only for the encryption key: beside the data it seals it protects nothing (config.ts refuses a
 * public deployment without SESSION_ENCRYPTION_KEY).
 */
async function kept(db: Database, name: string, make: () => string): Promise<string> {
  await db.query("insert into gateway.secrets (name, value) values ($1, $2) on conflict (name) do nothing", [
    name,
    make(),
  ]);
  const [row] = await db.query<{ value: string }>("select value from gateway.secrets where name = $1", [
    name,
  ]);
  if (!row) throw new Error(`The gateway's ${name} could not be stored.`);
  return row.value;
}

export async function loadGatewaySecrets(
  db: Database,
  config: Pick<GatewayConfig, "SESSION_SECRET" | "SESSION_ENCRYPTION_KEY">,
): Promise<GatewaySecrets> {
  const random = () => randomBytes(32).toString("base64url");
  return {
    sessionSecret: config.SESSION_SECRET ?? (await kept(db, "session-secret", random)),
    encryptionKey:
      config.SESSION_ENCRYPTION_KEY ??
      Buffer.from(await kept(db, "session-encryption-key", random), "base64url"),
  };
}
