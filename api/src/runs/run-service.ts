import type { Database } from "@alm/database";
import type { ApiConfig } from "../config.ts";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import { NCUA_SUPERVISORY_TEST, useSupervisoryTest } from "../reports/supervisory-test.ts";
import { useEngineWorkers } from "./engine-pool.ts";
import { onJobQueuedElsewhere } from "./run-jobs.ts";
import { useRunModel } from "./run-model.ts";
import { startRunWorker } from "./run-worker.ts";

export interface RunService {
  /** Stops claiming runs and waits for those in hand. */
  stop(): Promise<void>;
}

/**
 * The models and engine worker processes every role computes with: a run, and a report read whose
 * results are not stored yet.
 */
export function configureComputation(config: ApiConfig): void {
  useEngineWorkers({ threads: config.ENGINE_WORKERS, memoryMb: config.ENGINE_WORKER_MEMORY_MB });
  useRunModel({
    deposits: {
      fundingSpreadBp: config.DEPOSIT_FUNDING_SPREAD_BP,
      betaLagMonths: config.DEPOSIT_BETA_LAG_MONTHS,
      decaySensitivity: config.DEPOSIT_DECAY_SENSITIVITY,
    },
    prepayment: {
      refiSensitivity: config.PREPAY_REFI_SENSITIVITY,
      minMultiple: config.PREPAY_MIN_MULTIPLE,
      maxMultiple: config.PREPAY_MAX_MULTIPLE,
      seasoningMonths: config.PREPAY_SEASONING_MONTHS,
    },
    niiBalanceSheet: config.NII_BALANCE_SHEET,
    floorAtZero: config.SHOCK_FLOOR_AT_ZERO,
  });
  useSupervisoryTest({
    ...NCUA_SUPERVISORY_TEST,
    nonMaturitySharePrice: { base: config.NCUA_SHARE_PRICE_BASE, shock: config.NCUA_SHARE_PRICE_SHOCK },
  });
}

/**
 * The run worker of an api process (API_ROLE all or worker): claims queued runs from the shared
 * queue, woken at once by a run queued in this process or, on PostgreSQL, in any other.
 */
export async function startRunService(
  config: ApiConfig,
  db: Database,
  notifier: StatusNotifier,
): Promise<RunService> {
  const worker = startRunWorker({
    db,
    notifier,
    precompute: config.PRECOMPUTE,
    concurrency: config.ENGINE_WORKERS,
  });
  const stopListening = await onJobQueuedElsewhere(db, () => worker.wake());
  return {
    stop: async () => {
      await stopListening();
      await worker.stop();
    },
  };
}
