import { ERROR_TEXTS } from "../lib/error-texts.ts";

/** Spec shell-and-reports section 5: whitespace is stripped from address lists, entries joined by commas. */
const SEPARATORS = /[\s,;]+/;
const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export interface ParsedAddresses {
  valid: string[];
  invalid: string[];
}

/** "Marcus Bell <client@rfcu.example.com>", as a mail program (and the dialog's picker) writes one. */
const NAMED_ADDRESS = /[^,;<>]*<([^<>\s]+)>/g;

export function parseAddresses(text: string): ParsedAddresses {
  const entries = text.replace(NAMED_ADDRESS, " $1 ").split(SEPARATORS).filter(Boolean);
  // Once each, whatever its case: mail to Client@RFCU.example.com reaches client@rfcu.example.com.
  const seen = new Set<string>();
  const valid = entries.filter((e) => {
    if (!ADDRESS.test(e) || seen.has(e.toLowerCase())) return false;
    seen.add(e.toLowerCase());
    return true;
  });
  return { valid, invalid: entries.filter((e) => !ADDRESS.test(e)) };
}

/**
 * What is wrong with a recipient list, or null when it can be sent to. `allowed`: the only
 * addresses a client user may send to (their institution's users, the api's rule), checked here
 * so that no document is made for a mail the api would refuse; undefined for staff.
 */
export function recipientsProblem(
  to: ParsedAddresses,
  cc: ParsedAddresses,
  allowed?: readonly string[],
): string | null {
  const invalid = [...to.invalid, ...cc.invalid];
  if (invalid.length) return ERROR_TEXTS.emailNotAddress(invalid);
  if (to.valid.length === 0) return ERROR_TEXTS.emailNoRecipient;
  if (allowed) {
    const known = new Set(allowed.map((a) => a.toLowerCase()));
    const outside = [...to.valid, ...cc.valid].filter((a) => !known.has(a.toLowerCase()));
    if (outside.length) return ERROR_TEXTS.emailOutsideInstitution(outside);
  }
  return null;
}
