import { DURATION_BUCKETS, Histogram, metrics, sampledGauge } from "./metrics.ts";

/** What a queue's table says when scraped: jobs per status and, for each, its oldest's age. */
export interface QueueReading {
  status: string;
  jobs: string | number;
  oldest_seconds: string | number | null;
}

/**
 * The figures of a job queue that every instance shares in one table (the api's runs, the
 * gateway's documents): jobs waiting and running and how long the oldest has waited, read from
 * the table when scraped, and the jobs finished by kind and outcome with their duration. Defined
 * once, at import, by the module that owns the queue; `statuses` are the table's own words.
 */
export function jobQueueMetrics(options: {
  /** `<queue>_jobs` by status and `<queue>_oldest_age_seconds`. */
  queue: string;
  /** The histogram of jobs finished. */
  duration: string;
  help: { jobs: string; oldestAge: string; duration: string };
  statuses: { queued: string; running: string };
}) {
  const { queue, help } = options;
  const { queued, running } = options.statuses;
  const depth = sampledGauge({ name: `${queue}_jobs`, help: help.jobs, labelNames: ["status"] });
  const age = sampledGauge({ name: `${queue}_oldest_age_seconds`, help: help.oldestAge });
  const duration = new Histogram({
    name: options.duration,
    help: help.duration,
    labelNames: ["kind", "outcome"] as const,
    buckets: [...DURATION_BUCKETS, 60, 120, 300],
    registers: [metrics],
  });
  return {
    /** Starts reporting the queue `read` answers for (one instance's database); returns what stops it. */
    track(read: () => Promise<readonly QueueReading[]>): () => void {
      const untrack = [
        depth.track(async () => {
          const rows = await read();
          return [queued, running].map((status) => ({
            labels: { status },
            value: Number(rows.find((r) => r.status === status)?.jobs ?? 0),
          }));
        }),
        age.track(async () => {
          const oldest = (await read()).find((r) => r.status === queued);
          return [{ value: Number(oldest?.oldest_seconds ?? 0) }];
        }),
      ];
      return () => untrack.forEach((stop) => stop());
    },
    /** A job finished, `ms` after it was claimed. */
    finished(kind: string, outcome: string, ms: number): void {
      duration.observe({ kind, outcome }, ms / 1000);
    },
  };
}
