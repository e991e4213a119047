import { unprocessable } from "../http/http-error.ts";

/** Spec shell-and-reports section 5: below this a generated PDF is taken to be blank. */
export const MIN_PDF_BYTES = 2000;
export const TEST_SUBJECT_PREFIX = "TEST ONLY - ";
export const BLANK_PDF = "Unable to generate PDF...blank";

const ADDRESS = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** Whitespace stripped, separators (comma or semicolon) unified: "a@x.com,b@y.com". */
export function cleanAddressList(value: string | string[] | undefined, field: string): string {
  const parts = (Array.isArray(value) ? value : (value ?? "").split(/[,;]/))
    .map((a) => a.replace(/\s+/g, ""))
    .filter(Boolean);
  const bad = parts.filter((a) => !ADDRESS.test(a));
  if (bad.length) {
    throw unprocessable(`${field} has addresses that are not valid: ${bad.join(", ")}.`, [
      { error: `Not an email address: ${bad.join(", ")}`, resolution: `Correct ${field}.` },
    ]);
  }
  return [...new Set(parts)].join(",");
}

/** The internal mailbox is always blind-copied, once. */
export function withInternalCopy(bcc: string, internalMailbox: string): string {
  const list = bcc ? bcc.split(",") : [];
  return list.includes(internalMailbox) ? bcc : [...list, internalMailbox].join(",");
}

export function assertNotBlankPdf(mimeType: string | undefined, content: Buffer | undefined): void {
  if (content && mimeType === "application/pdf" && content.length < MIN_PDF_BYTES) {
    throw unprocessable(BLANK_PDF, [
      { error: BLANK_PDF, resolution: "Generate the PDF again; the document came out empty." },
    ]);
  }
}
