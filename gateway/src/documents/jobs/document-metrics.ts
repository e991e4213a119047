import type { Queryable } from "@alm/database";
import { DURATION_BUCKETS, Histogram, metrics, sampledGauge } from "@alm/logging";
import type { BrowserPool } from "../browser-pool.ts";

/**
 * Document jobs and the PDF pages as Prometheus sees them (README, "Metrics"): jobs waiting and
 * running and how long the oldest has waited (read from the database when scraped: the queue is
 * every gateway's on it), jobs finished by kind and outcome with their duration, and this
 * instance's Chromium pages leased and renders waiting for one.
 */
const queueDepth = sampledGauge({
  name: "gateway_document_queue_jobs",
  help: "Document jobs (workbooks, PDF packages) by status, QUEUED or RUNNING, every gateway's",
  labelNames: ["status"],
});
const queueAge = sampledGauge({
  name: "gateway_document_queue_oldest_age_seconds",
  help: "How long the oldest QUEUED document job has waited (0 when none waits)",
});
const pdfPages = sampledGauge({
  name: "gateway_pdf_pages",
  help: "This gateway's Chromium pages (PDF_PAGES): size of the pool, leased, and renders waiting for one",
  labelNames: ["state"],
});
const jobDuration = new Histogram({
  name: "gateway_document_job_duration_seconds",
  help: "Document job runs finished, by kind and outcome (DONE, FAILED), from claim to stored",
  labelNames: ["kind", "outcome"] as const,
  buckets: [...DURATION_BUCKETS, 60, 120, 300],
  registers: [metrics],
});

interface QueueRow {
  status: string;
  jobs: string;
  oldest_seconds: string | null;
}

/** Starts reporting the document queue (read from `db`) and the PDF pages; returns what stops it. */
export function trackDocumentMetrics(db: Queryable, browser: BrowserPool): () => void {
  const readQueue = () =>
    db.query<QueueRow>(
      `select status, count(*)::text as jobs,
              extract(epoch from now() - min(created_at))::text as oldest_seconds
         from gateway.document_jobs where status in ('QUEUED', 'RUNNING') group by status`,
    );
  const untrack = [
    queueDepth.track(async () => {
      const rows = await readQueue();
      return ["QUEUED", "RUNNING"].map((status) => ({
        labels: { status },
        value: Number(rows.find((r) => r.status === status)?.jobs ?? 0),
      }));
    }),
    queueAge.track(async () => {
      const queued = (await readQueue()).find((r) => r.status === "QUEUED");
      return [{ value: Number(queued?.oldest_seconds ?? 0) }];
    }),
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
  jobDuration.observe({ kind, outcome }, ms / 1000);
}
