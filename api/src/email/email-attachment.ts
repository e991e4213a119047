import { unprocessable } from "../http/http-error.ts";
import { EMAIL_TEXTS } from "./email-texts.ts";

export const PDF_MIME = "application/pdf";
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Spec shell-and-reports section 5: below this a generated PDF is taken to be blank. */
export const MIN_PDF_BYTES = 2000;

export interface CheckedAttachment {
  name: string;
  mimeType: string;
  content: Buffer;
}

const PDF_MAGIC = Buffer.from("%PDF-");
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// Every Office Open XML package names these parts in its zip directory; a plain zip or a renamed file does not.
const XLSX_PARTS = [Buffer.from("[Content_Types].xml"), Buffer.from("xl/workbook.xml")];
/** A file name a mail client shows as is: no paths, quotes or control characters. */
const SAFE_NAME = /^[\w .()&+-]{1,200}$/;

const kinds = [
  { extension: ".pdf", mimeType: PDF_MIME, matches: (c: Buffer) => c.subarray(0, 5).equals(PDF_MAGIC) },
  {
    extension: ".xlsx",
    mimeType: XLSX_MIME,
    matches: (c: Buffer) => c.subarray(0, 4).equals(ZIP_MAGIC) && XLSX_PARTS.every((p) => c.includes(p)),
  },
];

/**
 * Only the documents the application makes may leave by mail: the name must say PDF or XLSX
 * and the bytes must be one; the type sent is the one we detected, never the caller's.
 */
export function checkAttachment(content: Buffer, givenName: string | undefined): CheckedAttachment {
  const name = (givenName ?? "").trim();
  const kind = kinds.find((k) => name.toLowerCase().endsWith(k.extension));
  if (!kind || !SAFE_NAME.test(name)) {
    throw unprocessable(
      "EMAIL_ATTACHMENT_INVALID",
      EMAIL_TEXTS.attachmentNotAllowed(name || "The attachment"),
      [
        {
          field: "attachmentName",
          error: EMAIL_TEXTS.attachmentNotAllowed(name || "The attachment"),
          resolution: EMAIL_TEXTS.attachmentResolution,
        },
      ],
    );
  }
  if (!kind.matches(content)) {
    throw unprocessable("EMAIL_ATTACHMENT_INVALID", EMAIL_TEXTS.attachmentMismatch(name), [
      {
        error: EMAIL_TEXTS.attachmentMismatch(name),
        resolution: EMAIL_TEXTS.attachmentResolution,
        field: "attachmentContent",
      },
    ]);
  }
  if (kind.mimeType === PDF_MIME && content.length < MIN_PDF_BYTES) {
    throw unprocessable("EMAIL_ATTACHMENT_INVALID", EMAIL_TEXTS.blankPdf, [
      { error: EMAIL_TEXTS.blankPdf, resolution: EMAIL_TEXTS.blankPdfResolution, field: "attachmentContent" },
    ]);
  }
  return { name, mimeType: kind.mimeType, content };
}
