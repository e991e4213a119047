import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

const KEY_LENGTH = 32;

/** `scrypt$<salt>$<hash>`, both base64url: a fresh random salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, "base64url");
  const actual = await scryptAsync(password, Buffer.from(saltText, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash nobody knows the password of, made like every stored one (same salt and key lengths, same
 * scrypt cost): checking a password against it costs exactly what a real check costs.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}

/**
 * Checks a password for an account that may not exist. An unknown account gets the same scrypt
 * work as a known one, so the answer's timing does not tell which usernames exist.
 */
export async function verifyAccountPassword(
  password: string,
  storedHash: string | undefined,
): Promise<boolean> {
  const matches = await verifyPassword(password, storedHash ?? (await dummyPasswordHash()));
  return storedHash !== undefined && matches;
}
