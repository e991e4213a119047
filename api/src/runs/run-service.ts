import type { Database } from "@alm/database";
import type { ApiConfig } from "../config.ts";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import { onJobQueuedElsewhere } from "./run-jobs.ts";
import { startRunWorker, type RunWorkerOptions } from "./run-worker.ts";

export interface RunService {
  /** Stops claiming runs and waits for those in hand. */
  stop(): Promise<void>;
}

/**
 * The run worker of an api process (API_ROLE all or worker): claims queued runs from the shared
 * queue, woken at once by a run queued in this process or, on PostgreSQL, in any other.
 */
export async function startRunService(
  config: ApiConfig,
  db: Database,
  notifier: StatusNotifier,
  services: RunWorkerOptions["services"],
): Promise<RunService> {
  const worker = startRunWorker({
    db,
    notifier,
    services,
    precompute: config.PRECOMPUTE,
    concurrency: config.ENGINE_WORKERS,
    leaseSeconds: config.RUN_LEASE_SECONDS,
  });
  const stopListening = await onJobQueuedElsewhere(db, () => worker.wake());
  return {
    stop: async () => {
      await stopListening();
      await worker.stop();
    },
  };
}
