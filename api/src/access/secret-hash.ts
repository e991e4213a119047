import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A secret of 256 random bits after a prefix of its kind: the prefix lets secret scanners (and
 * people) recognise a leaked one. Shown once to whoever made it, never stored.
 */
export const newPrefixedSecret = (prefix: string) => `${prefix}${randomBytes(32).toString("base64url")}`;

/**
 * What is kept of a secret. The secrets are random (256 bits), so a fast hash is as safe as a slow
 * one and costs nothing per call; a unique index on it finds the secret's row.
 */
export const hashSecret = (secret: string) => `sha256:${createHash("sha256").update(secret).digest("hex")}`;

/** Constant time, whatever the presented secret looks like. */
export function secretMatches(storedHash: string, presented: string): boolean {
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashSecret(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
