import type { ActionableMessage } from "../../errors/error-codes.ts";

export type DocumentJobKind =
  "DETAIL_WORKBOOK" | "PDF_PACKAGE" | "PDF_SELECTION" | "WHAT_IF_WORKBOOK" | "WHAT_IF_PDF";
export type DocumentJobStatus = "QUEUED" | "RUNNING" | "DONE" | "FAILED";

/** Who asked: the only user who may see the job and download its file. */
export interface JobOwner {
  sub: string;
  tenant: string;
}

export interface JobProgress {
  done: number;
  total: number;
}

/** What a job's work produces: bytes (or a stored file to copy, a package served again) and their name. */
export type DocumentFile = { fileName: string; contentType: string } & (
  { bytes: Uint8Array } | { copyOf: string }
);

/** A job as the schema shows it (DocumentJob); snapshots of it are what subscribers receive. */
export interface DocumentJobRecord {
  id: string;
  kind: DocumentJobKind;
  owner: JobOwner;
  clientId: number;
  reportDefinitionId: number;
  status: DocumentJobStatus;
  done: number;
  total: number;
  fileName: string;
  contentType: string;
  error: string | null;
  errorMessages: ActionableMessage[];
  createdAt: number;
  finishedAt: number | null;
  expiresAt: number | null;
}

export const isFinished = (job: Pick<DocumentJobRecord, "status">) =>
  job.status === "DONE" || job.status === "FAILED";

/** Where the owner downloads a finished job's file (document-routes.ts). */
export const DOCUMENTS_PATH = "/documents";
export const downloadPathOf = (id: string) => `${DOCUMENTS_PATH}/${encodeURIComponent(id)}`;
/** Where the api fetches a document attached to an email by reference (with a ticket). */
export const attachmentPathOf = (id: string) => `${downloadPathOf(id)}/attachment`;

/** A job's failure as the user sees it: the headline and the reasons behind it. */
export class DocumentJobError extends Error {
  readonly messages: ActionableMessage[];
  constructor(message: string, messages: ActionableMessage[] = []) {
    super(message);
    this.messages = messages;
  }
}
