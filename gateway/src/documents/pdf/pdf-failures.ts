import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { DocumentJobError } from "../jobs/document-job.ts";
import { log } from "../../logging/logger.ts";

/** Under this size a PDF has nothing on it (spec shell-and-reports section 9). */
export const MIN_PDF_BYTES = 2000;

/** The finished document, unless it is too small to hold anything. */
export function refuseBlank(bytes: Uint8Array): Uint8Array {
  if (bytes.length < MIN_PDF_BYTES) throw new DocumentJobError(ERROR_TEXTS.pdfBlank);
  return bytes;
}

/** A print page that said "error": the user learns which one (report, cover, contents) and why. */
export const pageFailed = (label: string, reason: string) =>
  new DocumentJobError(ERROR_TEXTS.pdfPageFailed(label, reason));

export interface FailedPage {
  label: string;
  reason: string;
}

/**
 * Reports of a printed list that said "error" (their data could not be read, say): every one is
 * named, the first as the headline and the others as the reasons after it.
 */
export function reportsFailed(first: FailedPage, others: readonly FailedPage[]) {
  const more = others.map((f) => ({
    error: ERROR_TEXTS.pdfPageFailed(f.label, f.reason),
    resolution: ERROR_TEXTS.documentTryAgain,
  }));
  return new DocumentJobError(ERROR_TEXTS.pdfPageFailed(first.label, first.reason), more);
}

/**
 * What the user is told about a failed package: our own reasons as they are; anything else
 * (Chromium, pdf-lib, the font) is logged with the package it broke and shown as the spec's
 * generic text.
 */
export function userFacingFailure(error: unknown, what: string): DocumentJobError {
  if (error instanceof DocumentJobError) return error;
  log.error({ err: error }, `PDF package ${what} failed`);
  return new DocumentJobError(ERROR_TEXTS.pdfFailed);
}
