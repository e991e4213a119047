import { createHmac, timingSafeEqual } from "node:crypto";

/** `value.signature`: a cookie the browser holds but cannot forge. */
export function sign(value: string, secret: string): string {
  return `${value}.${createHmac("sha256", secret).update(value).digest("base64url")}`;
}

/** The value when the signature matches, otherwise undefined (tampered or foreign). */
export function unsign(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(sign(value, secret));
  const actual = Buffer.from(signed);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : undefined;
}
