/** Spec shell-and-reports section 5: whitespace is stripped from address lists, entries joined by commas. */
const SEPARATORS = /[\s,;]+/;
const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export interface ParsedAddresses {
  valid: string[];
  invalid: string[];
}

export function parseAddresses(text: string): ParsedAddresses {
  const entries = text.split(SEPARATORS).filter(Boolean);
  return {
    valid: [...new Set(entries.filter((e) => ADDRESS.test(e)))],
    invalid: entries.filter((e) => !ADDRESS.test(e)),
  };
}

/** What is wrong with a recipient list, or null when it can be sent to. */
export function recipientsProblem(to: ParsedAddresses, cc: ParsedAddresses): string | null {
  const invalid = [...to.invalid, ...cc.invalid];
  if (invalid.length) return `Not an email address: ${invalid.join(", ")}. Correct or remove it.`;
  if (to.valid.length === 0) return "Enter at least one recipient.";
  return null;
}
