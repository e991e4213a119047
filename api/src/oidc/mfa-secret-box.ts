import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import type { Database, Queryable } from "@alm/database";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;

export interface SecretBox {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
  /**
   * Twelve hex digits of an HMAC of `text` under a key derived from the box's own: the same for the
   * same text on every instance, and no help to whoever hashes a list of guesses against a log.
   */
  fingerprint(text: string): Promise<string>;
}

/** The key made and kept while MFA_ENCRYPTION_KEY was unset, if one was; makes none. */
export async function keptKeyOf(db: Queryable): Promise<Buffer | undefined> {
  const [row] = await db.query<{ value: { key: string } }>(
    "select value from oidc_secrets where name = 'mfa'",
  );
  return row && Buffer.from(row.value.key, "base64url");
}

/** Without MFA_ENCRYPTION_KEY, a key made once and kept in the database (local use only). */
async function storedKey(db: Database): Promise<Buffer> {
  const made = randomBytes(32).toString("base64url");
  await db.query("insert into oidc_secrets (name, value) values ('mfa', $1) on conflict (name) do nothing", [
    JSON.stringify({ key: made }),
  ]);
  const [row] = await db.query<{ value: { key: string } }>(
    "select value from oidc_secrets where name = 'mfa'",
  );
  if (!row) throw new Error("The MFA key could not be stored.");
  return Buffer.from(row.value.key, "base64url");
}

/**
 * TOTP secrets at rest: AES-256-GCM, so a copy of the database alone does not give anyone
 * the codes of the users' authenticators (when the key comes from the configuration).
 */
export function createSecretBox(db: Database, configuredKey: Buffer | undefined): SecretBox {
  let key: Promise<Buffer> | undefined;
  const theKey = () => (key ??= configuredKey ? Promise.resolve(configuredKey) : storedKey(db));
  let fingerprintKey: Promise<Buffer> | undefined;
  // Derived, so that the key that seals secrets is never used to sign anything else.
  const theFingerprintKey = () =>
    (fingerprintKey ??= theKey().then((k) =>
      Buffer.from(hkdfSync("sha256", k, "", "alm log fingerprint", 32)),
    ));
  return {
    async fingerprint(text) {
      return createHmac("sha256", await theFingerprintKey())
        .update(text)
        .digest("hex")
        .slice(0, 12);
    },
    async seal(plain) {
      return sealWith(await theKey(), plain);
    },
    async open(sealed) {
      return openWith(await theKey(), sealed);
    },
  };
}

export function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

/** Throws when `key` is not the one `sealed` was sealed with (GCM's tag does not match). */
export function openWith(key: Buffer, sealed: string): string {
  const [iv = "", tag = "", body = ""] = sealed.split(".");
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** The plain text, or undefined when `key` is not the one it was sealed with (or there is none). */
export function openedWith(key: Buffer | undefined, sealed: string): string | undefined {
  if (!key) return undefined;
  try {
    return openWith(key, sealed);
  } catch {
    return undefined;
  }
}
