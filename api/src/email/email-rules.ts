import { unprocessable } from "../http/http-error.ts";
import { EMAIL_TEXTS } from "./email-texts.ts";

export const TEST_SUBJECT_PREFIX = "TEST ONLY - ";

const ADDRESS = /^[^\s@,;<>"'()]+@[^\s@,;<>"'()]+\.[^\s@,;<>"'()]+$/;

/** Whitespace stripped, separators (comma or semicolon) unified: "a@x.com,b@y.com". */
export function cleanAddressList(value: string | string[] | undefined, field: string): string {
  const parts = (Array.isArray(value) ? value : (value ?? "").split(/[,;]/))
    .flatMap((a) => a.split(/[,;]/))
    .map((a) => a.replace(/\s+/g, ""))
    .filter(Boolean);
  const bad = parts.filter((a) => !ADDRESS.test(a));
  if (bad.length) {
    throw unprocessable("EMAIL_ADDRESS_INVALID", EMAIL_TEXTS.badAddress(field, bad), [
      { error: `Not an email address: ${bad.join(", ")}`, resolution: `Correct ${field}.`, field },
    ]);
  }
  return [...new Set(parts)].join(",");
}

/** The addresses of cleaned lists, each once, lower-cased: what the recipient rules count and check. */
export function recipientsOf(...lists: string[]): string[] {
  return [...new Set(lists.flatMap((l) => (l ? l.split(",") : [])).map((a) => a.toLowerCase()))];
}

/** Many recipients from the firm's address is how spam looks; a board package needs few. */
export function assertRecipientCount(recipients: string[], max: number): void {
  if (recipients.length > max) {
    throw unprocessable("EMAIL_TOO_MANY_RECIPIENTS", EMAIL_TEXTS.tooManyRecipients(max), [
      { error: EMAIL_TEXTS.tooManyRecipients(max), resolution: EMAIL_TEXTS.tooManyRecipientsResolution },
    ]);
  }
}

/** The internal mailbox is always blind-copied, once. */
export function withInternalCopy(bcc: string, internalMailbox: string): string {
  const list = bcc ? bcc.split(",") : [];
  return list.includes(internalMailbox) ? bcc : [...list, internalMailbox].join(",");
}
