import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@alm/database";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import { defaultApiServices } from "./default-services.ts";
import { startRunWorker } from "../runs/run-worker.ts";

/**
 * Computes the demo seed's queued background runs with the api's own run worker, as a started api
 * would within its first minute, and fails with the reason of any that failed: a test database
 * built from it is the demo as a user meets it once the stack has settled.
 */
export async function computeQueuedDemoRuns(db: Database): Promise<void> {
  const silent: StatusNotifier = {
    publish: () => Promise.reject(new Error("A background computation of the demo changes no status.")),
  };
  const services = defaultApiServices();
  const worker = startRunWorker({ db, notifier: silent, services, pollMs: 20, precomputeDelayMs: 0 });
  try {
    while ((await db.query("select 1 from run_jobs where status in ('queued', 'running')")).length) {
      await sleep(50);
    }
  } finally {
    await worker.stop();
    await services.close();
  }
  const failed = await db.query<{ data_set_id: number; reason: string | null }>(
    "select data_set_id, reason from run_jobs where status <> 'completed'",
  );
  if (failed.length) {
    throw new Error(`The demo's runs failed: ${JSON.stringify(failed)}`);
  }
}
