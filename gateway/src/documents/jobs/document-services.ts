import type { GatewayConfig } from "../../config.ts";
import { AttachmentTickets } from "./attachment-tickets.ts";
import { DocumentJobs } from "./document-jobs.ts";
import { JobFiles } from "./job-files.ts";
import { PackageStore } from "./package-store.ts";
import { rendererMissing, type RenderPdfPackage } from "./pdf-renderer.ts";

/** What the document mutations, the subscription and the download routes share. */
export interface DocumentServices {
  jobs: DocumentJobs;
  packages: PackageStore;
  renderPdf: RenderPdfPackage;
  /** Tickets that let the api fetch one finished document attached to an email. */
  attachments: AttachmentTickets;
}

/** One per gateway instance; `close` stops the sweeper and removes the instance's job files. */
export function createDocumentServices(
  config: GatewayConfig,
  sessionSecret: string,
  renderPdf: RenderPdfPackage = rendererMissing,
): DocumentServices & { close(): void } {
  const jobs = new DocumentJobs({
    files: new JobFiles(config.DOCUMENTS_DIR),
    concurrency: config.DOCUMENT_CONCURRENCY,
    keepMs: config.DOCUMENT_KEEP_SECONDS * 1000,
    maxPendingPerUser: config.DOCUMENT_MAX_PENDING_PER_USER,
    jobTimeoutMs: config.DOCUMENT_JOB_TIMEOUT_SECONDS * 1000,
  });
  return {
    jobs,
    packages: new PackageStore(config.DOCUMENTS_DIR),
    renderPdf,
    attachments: new AttachmentTickets(sessionSecret, config.GATEWAY_PUBLIC_URL),
    close: () => jobs.close(),
  };
}
