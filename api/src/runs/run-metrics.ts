import type { Queryable } from "@alm/database";
import { DURATION_BUCKETS, Histogram, metrics, sampledGauge } from "@alm/logging";
import type { EnginePool } from "./engine-pool.ts";

/**
 * The run queue and the engine pool as Prometheus sees them (README, "Metrics"): jobs waiting and
 * running and how long the oldest has waited (read from the database when scraped: the queue is
 * every api's on it), runs finished by kind and outcome with their duration, and how busy this
 * process's engine workers are.
 */
const queueDepth = sampledGauge({
  name: "api_run_queue_jobs",
  help: "Run jobs (data set runs and background computations) by status: queued or running, every api's",
  labelNames: ["status"],
});
const queueAge = sampledGauge({
  name: "api_run_queue_oldest_age_seconds",
  help: "How long the oldest queued run job has waited (0 when none waits)",
});
const engineBusy = sampledGauge({
  name: "api_engine_pool_busy",
  help: "Engine computations running or waiting for a worker process in this api",
});
const engineSize = sampledGauge({
  name: "api_engine_pool_workers",
  help: "Engine worker processes this api may run at once (ENGINE_WORKERS)",
});

const runDuration = new Histogram({
  name: "api_run_duration_seconds",
  help: "Run jobs finished, by kind (run, precompute) and outcome (Completed, Failed), from claim to stored",
  labelNames: ["kind", "outcome"] as const,
  buckets: [...DURATION_BUCKETS, 60, 120, 300],
  registers: [metrics],
});

interface QueueRow {
  status: string;
  jobs: string;
  oldest_seconds: string | null;
}

/** Starts reporting the queue (read from `db`) and the engine pool; returns what stops it. */
export function trackRunMetrics(db: Queryable, engine: EnginePool): () => void {
  const readQueue = async () =>
    db.query<QueueRow>(
      `select status, count(*)::text as jobs,
              extract(epoch from now() - min(created_date))::text as oldest_seconds
         from run_jobs where status in ('queued', 'running') group by status`,
    );
  const untrack = [
    queueDepth.track(async () => {
      const rows = await readQueue();
      return ["queued", "running"].map((status) => ({
        labels: { status },
        value: Number(rows.find((r) => r.status === status)?.jobs ?? 0),
      }));
    }),
    queueAge.track(async () => {
      const queued = (await readQueue()).find((r) => r.status === "queued");
      return [{ value: Number(queued?.oldest_seconds ?? 0) }];
    }),
    engineBusy.track(() => [{ value: engine.inProgress() }]),
    engineSize.track(() => [{ value: engine.threads }]),
  ];
  return () => untrack.forEach((stop) => stop());
}

/** A run job finished (run-worker.ts). */
export function runFinished(kind: string, outcome: string, ms: number): void {
  runDuration.observe({ kind, outcome }, ms / 1000);
}
