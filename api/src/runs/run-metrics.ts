import type { Queryable } from "@alm/database";
import { jobQueueMetrics, type QueueReading, sampledGauge } from "@alm/logging";
import type { EnginePool } from "./engine-pool.ts";

/**
 * The run queue and the engine pool as Prometheus sees them (README, "Metrics"): jobs waiting and
 * running and how long the oldest has waited (read from the database when scraped: the queue is
 * every api's on it), runs finished by kind and outcome with their duration, and how busy this
 * process's engine workers are.
 */
const runQueue = jobQueueMetrics({
  queue: "api_run_queue",
  duration: "api_run_duration_seconds",
  help: {
    jobs: "Run jobs (data set runs and background computations) by status: queued or running, every api's",
    oldestAge: "How long the oldest queued run job has waited (0 when none waits)",
    duration:
      "Run jobs finished, by kind (run, precompute) and outcome (Completed, Failed), from claim to stored",
  },
  statuses: { queued: "queued", running: "running" },
});
const engineBusy = sampledGauge({
  name: "api_engine_pool_busy",
  help: "Engine computations running or waiting for a worker process in this api",
});
const engineSize = sampledGauge({
  name: "api_engine_pool_workers",
  help: "Engine worker processes this api may run at once (ENGINE_WORKERS)",
});

/** Starts reporting the queue (read from `db`) and the engine pool; returns what stops it. */
export function trackRunMetrics(db: Queryable, engine: EnginePool): () => void {
  const untrack = [
    runQueue.track(() =>
      db.query<QueueReading>(
        `select status, count(*)::text as jobs,
                extract(epoch from now() - min(created_date))::text as oldest_seconds
           from run_jobs where status in ('queued', 'running') group by status`,
      ),
    ),
    engineBusy.track(() => [{ value: engine.inProgress() }]),
    engineSize.track(() => [{ value: engine.threads }]),
  ];
  return () => untrack.forEach((stop) => stop());
}

/** A run job finished (run-worker.ts). */
export function runFinished(kind: string, outcome: string, ms: number): void {
  runQueue.finished(kind, outcome, ms);
}
