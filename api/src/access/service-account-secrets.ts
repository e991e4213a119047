import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Service accounts' client ids start with this, so the provider and the api tell them apart. */
export const SERVICE_ACCOUNT_ID_PREFIX = "svc_";

/** A prefix on secrets lets secret scanners (and people) recognise a leaked one. */
const SECRET_PREFIX = "almsvc_";

export const newClientId = () => `${SERVICE_ACCOUNT_ID_PREFIX}${randomBytes(10).toString("hex")}`;

/** 256 random bits: shown once to whoever made or rotated it, never stored. */
export const newSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;

export const hashSecret = (secret: string) => `sha256:${createHash("sha256").update(secret).digest("hex")}`;

/** Constant time, whatever the presented secret looks like. */
export function secretMatches(storedHash: string, presented: string): boolean {
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashSecret(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const isServiceAccountId = (clientId: string) => clientId.startsWith(SERVICE_ACCOUNT_ID_PREFIX);
