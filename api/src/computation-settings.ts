import type { ApiConfig } from "./config.ts";
import { NCUA_SUPERVISORY_TEST, useSupervisoryTest } from "./reports/supervisory-test.ts";
import { useEngineWorkers } from "./runs/engine-pool.ts";
import { useRunModel } from "./runs/run-model.ts";

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
