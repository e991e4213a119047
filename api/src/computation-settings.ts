import type { ApiConfig } from "./config.ts";
import { NCUA_SUPERVISORY_TEST, type SupervisoryTestParams } from "./reports/supervisory-test.ts";
import type { EngineWorkers } from "./runs/engine-pool.ts";
import type { RunModel } from "./runs/run-model.ts";

export interface ComputationSettings {
  engineWorkers: EngineWorkers;
  model: RunModel;
  supervisoryTest: SupervisoryTestParams;
}

/**
 * The models and engine worker processes an api computes with (a run, and a report read whose
 * results are not stored yet), read from its configuration.
 */
export function computationSettings(config: ApiConfig): ComputationSettings {
  return {
    engineWorkers: { threads: config.ENGINE_WORKERS, memoryMb: config.ENGINE_WORKER_MEMORY_MB },
    model: {
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
    },
    supervisoryTest: {
      ...NCUA_SUPERVISORY_TEST,
      nonMaturitySharePrice: { base: config.NCUA_SHARE_PRICE_BASE, shock: config.NCUA_SHARE_PRICE_SHOCK },
    },
  };
}
