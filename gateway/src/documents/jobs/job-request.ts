import type { WhatIfPrintInput } from "@alm/formats";
import type { PrintCredential } from "../../auth/print-tickets.ts";
import type { DetailSheet } from "../excel/detail-reports.ts";
import type { DocumentJobKind, JobOwner } from "./document-job.ts";
import type { StoredPackage } from "./package-store.ts";
import type { PdfEntry } from "./pdf-renderer.ts";

/**
 * What a job reads the reports with, on whichever instance runs it: the session that asked (its
 * tokens are in the store and refresh) or a copy of the caller's Bearer token. Sealed at rest.
 */
export type JobCredential = PrintCredential;

/** What a worker needs to make the document, besides the credential: plain JSON, kept with the job. */
export type JobParams =
  | { work: "workbook"; sheets: DetailSheet[] }
  /** A what-if's comparison: computed again from its changes (the api's REST body) when made. */
  | { work: "what-if-workbook"; dataSetId: number; body: Record<string, unknown> }
  /** The same, printed by the web app's what-if print route, which has the gateway compute it from `input`. */
  | { work: "what-if-pdf"; input: WhatIfPrintInput }
  | {
      work: "pdf";
      title: string;
      entries: PdfEntry[];
      /** A package: stored as the report definition's file, and registered when staff asked. */
      package?: { name: string; suffix: "Full" | "Summary" };
    }
  /** A package rendered since the report definition last changed: served again. */
  | { work: "stored-package"; stored: StoredPackage };

/** What a mutation queues: who asks, with which credential, and what to make. */
export interface JobRequest {
  kind: DocumentJobKind;
  owner: JobOwner;
  credential: JobCredential;
  clientId: number;
  reportDefinitionId: number;
  /** The name shown while the job runs; the work's file may refine it. */
  fileName: string;
  contentType: string;
  /** Steps known before the work starts (sheets, reports). */
  total: number;
  params: JobParams;
}
