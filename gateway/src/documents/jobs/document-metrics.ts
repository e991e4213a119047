import type { Queryable } from "@alm/database";
import { jobQueueMetrics, type QueueReading, sampledGauge } from "@alm/logging";
import type { BrowserPool } from "../browser-pool.ts";

/**
 * Document jobs and the PDF pages as Prometheus sees them (README, "Metrics"): jobs waiting and
 * running and how long the oldest has waited (read from the database when scraped: the queue is
 * every gateway's on it), jobs finished by kind and outcome with their duration, and this
 * instance's Chromium pages leased and renders waiting for one.
 */
const pdfPages = sampledGauge({
  name: "gateway_pdf_pages",
  help: "This gateway's Chromium pages (PDF_PAGES): size of the pool, leased, and renders waiting for one",
  labelNames: ["state"],
});
const documentQueue = jobQueueMetrics({
  queue: "gateway_document_queue",
  duration: "gateway_document_job_duration_seconds",
  help: {
    jobs: "Document jobs (workbooks, PDF packages) by status, QUEUED or RUNNING, every gateway's",
    oldestAge: "How long the oldest QUEUED document job has waited (0 when none waits)",
    duration: "Document job runs finished, by kind and outcome (DONE, FAILED), from claim to stored",
  },
  statuses: { queued: "QUEUED", running: "RUNNING" },
});

/** Starts reporting the document queue (read from `db`) and the PDF pages; returns what stops it. */
export function trackDocumentMetrics(db: Queryable, browser: BrowserPool): () => void {
  const untrack = [
    documentQueue.track(() =>
      db.query<QueueReading>(
        `select status, count(*)::text as jobs,
                extract(epoch from now() - min(created_at))::text as oldest_seconds
           from gateway.document_jobs where status in ('QUEUED', 'RUNNING') group by status`,
      ),
    ),
    pdfPages.track(() => {
      const { leased, waiting } = browser.usage;
      return [
        { labels: { state: "size" }, value: browser.size },
        { labels: { state: "leased" }, value: leased },
        { labels: { state: "waiting" }, value: waiting },
      ];
    }),
  ];
  return () => untrack.forEach((stop) => stop());
}

/** A document job's run finished (document-jobs.ts). */
export function documentJobFinished(kind: string, outcome: "DONE" | "FAILED", ms: number): void {
  documentQueue.finished(kind, outcome, ms);
}
