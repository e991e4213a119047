import type { Database } from "@alm/database";
import type { GatewayConfig } from "../../config.ts";
import type { SealedBox } from "../../store/sealed-box.ts";
import { AttachmentTickets } from "./attachment-tickets.ts";
import { DocumentFiles } from "./document-files.ts";
import { DocumentJobs } from "./document-jobs.ts";
import { JobEvents } from "./job-events.ts";
import { JobQueue } from "./job-queue.ts";
import { JobStore } from "./job-store.ts";
import { createJobWork, type JobWorkDependencies } from "./job-work.ts";
import { PackageStore } from "./package-store.ts";
import {
  rendererMissing,
  whatIfRendererMissing,
  type RenderPdfPackage,
  type RenderWhatIfPdf,
} from "./pdf-renderer.ts";

/** What the document mutations, the subscription and the download routes share. */
export interface DocumentServices {
  jobs: DocumentJobs;
  packages: PackageStore;
  /** Tickets that let the api fetch one finished document attached to an email. */
  attachments: AttachmentTickets;
}

/** What a document job stores its file beside, beyond the store itself. */
export const STORING_MARGIN_SECONDS = 60;

/**
 * One per gateway instance, on the gateway's store: `jobs.start()` starts its worker (after the
 * GraphQL server, whose contexts the jobs read with), `jobs.close()` hands its running jobs back.
 */
export function createDocumentServices(
  config: GatewayConfig,
  store: { db: Database; box: SealedBox; sessionSecret: string },
  work: Pick<JobWorkDependencies, "contextOf"> & {
    renderPdf?: RenderPdfPackage;
    renderWhatIfPdf?: RenderWhatIfPdf;
  },
): DocumentServices {
  const { db, box } = store;
  const files = new DocumentFiles(db);
  const packages = new PackageStore(db, files, config.GATEWAY_PUBLIC_URL);
  const jobs = new DocumentJobs({
    store: new JobStore(db, box),
    files,
    events: new JobEvents(db),
    queue: new JobQueue({
      db,
      deployment: config.GATEWAY_PUBLIC_URL,
      connectionString: config.GATEWAY_DATABASE_URL,
      concurrency: config.DOCUMENT_CONCURRENCY,
      runSeconds: config.DOCUMENT_JOB_TIMEOUT_SECONDS + STORING_MARGIN_SECONDS,
      superviseSeconds: config.DOCUMENT_QUEUE_CHECK_SECONDS,
    }),
    work: createJobWork({
      ...work,
      renderPdf: work.renderPdf ?? rendererMissing,
      renderWhatIfPdf: work.renderWhatIfPdf ?? whatIfRendererMissing,
      packages,
    }),
    keepMs: config.DOCUMENT_KEEP_SECONDS * 1000,
    maxPendingPerUser: config.DOCUMENT_MAX_PENDING_PER_USER,
    jobTimeoutMs: config.DOCUMENT_JOB_TIMEOUT_SECONDS * 1000,
  });
  return {
    jobs,
    packages,
    attachments: new AttachmentTickets(store.sessionSecret, config.GATEWAY_PUBLIC_URL),
  };
}
