import type { WhatIfPrintInput } from "@alm/formats";
import type { RequestAuth } from "../../auth/request-auth.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { DocumentJobError, type JobProgress } from "./document-job.ts";

/** A user who asked for a document: the print pages read with their credentials (print ticket). */
export type SignedInAuth = Extract<RequestAuth, { kind: "session" | "bearer" }>;

/** One report of a PDF, as the report definition's catalogue lists it. */
export interface PdfEntry {
  /** Catalogue key: '10', or '55-2' for an NII report's year 2. */
  key: string;
  reportId: number;
  /** The NII projection year; null for other reports. */
  year: number | null;
  /** The report's name, with 'Year n' for NII reports (table of contents). */
  label: string;
  /** The catalogue category (table of contents sublabel). */
  category: string;
}

/** What the renderer makes: cover, contents and the entries' print routes, as one PDF. */
export interface PdfPackageRequest {
  auth: SignedInAuth;
  clientId: number;
  reportDefinitionId: number;
  /** Cover title: 'All Reports', 'Summary Reports' or 'Selected Reports'. */
  title: string;
  entries: readonly PdfEntry[];
  /** Aborted when the job runs out of time: stop rendering. */
  signal: AbortSignal;
}

/**
 * The steps of a package's progress: its cover, each report and the contents, printed one after
 * another (pdf/render-package.ts reports each). The job's total from the start, so it never moves.
 */
export const pdfPackageSteps = (entries: number) => entries + 2;

/** Steps printed of the package's steps in all (pdfPackageSteps). */
export type PdfProgress = (progress: JobProgress) => void;

/**
 * The PDF renderer's entry point (documents/pdf, `renderPdfPackage(request, onProgress)`),
 * plugged in by server.ts: the job framework only knows this signature.
 */
export type RenderPdfPackage = (request: PdfPackageRequest, onProgress: PdfProgress) => Promise<Uint8Array>;

/** Until a renderer is plugged in, PDF jobs fail with a clear reason. */
export const rendererMissing: RenderPdfPackage = () =>
  Promise.reject(new DocumentJobError(ERROR_TEXTS.pdfRendererUnavailable));

/** A what-if's comparison printed: the what-if print route, read with a ticket of the user who asked. */
export interface WhatIfPdfRequest {
  auth: SignedInAuth;
  clientId: number;
  reportDefinitionId: number;
  input: WhatIfPrintInput;
  signal: AbortSignal;
}

/** The what-if PDF's renderer (documents/pdf/what-if-pdf.ts), plugged in by server.ts. */
export type RenderWhatIfPdf = (request: WhatIfPdfRequest) => Promise<Uint8Array>;

export const whatIfRendererMissing: RenderWhatIfPdf = () =>
  Promise.reject(new DocumentJobError(ERROR_TEXTS.pdfRendererUnavailable));
