import type { PrintScope } from "../auth/print-tickets.ts";
import type { RequestAuth } from "../auth/request-auth.ts";
import type { PlatformContext } from "../graphql/context.ts";
import type { ReportsSlice } from "../reports/reports-context.ts";
import type { DocumentServices } from "./jobs/document-services.ts";

/** The documents feature's part of a request's context. */
export interface DocumentsSlice {
  /** Document jobs (workbooks, PDF packages) and their files, shared by every request of this instance. */
  documents: DocumentServices;
  /** Mints a print ticket for the caller (see auth/print-tickets.ts); undefined when not signed in. */
  issuePrintTicket(
    auth: RequestAuth,
    scope: PrintScope,
  ): Promise<{ ticket: string; expiresAt: number } | undefined>;
}

/** What the documents feature's resolvers and jobs read with: a workbook reads report pages. */
export type DocumentsContext = PlatformContext & ReportsSlice & DocumentsSlice;
