import {
  DEFAULT_DEPOSIT_MODEL,
  DEFAULT_PREPAYMENT_MODEL,
  type DepositModel,
  type NiiBalanceSheet,
  type PrepaymentModel,
} from "@alm/engine";

/**
 * The models this api runs the engine with (configuration: DEPOSIT_*, PREPAY_*, NII_BALANCE_SHEET,
 * SHOCK_FLOOR_AT_ZERO). Results remember the model they were computed with (in their inputs key),
 * so changing it recomputes every report on its next read rather than mixing two models.
 */
export interface RunModel {
  deposits: DepositModel;
  prepayment: PrepaymentModel;
  niiBalanceSheet: NiiBalanceSheet;
  /**
   * Whether shocked curves stop at zero (the engine's floorAtZero; Base is never floored). Passed
   * to the engine explicitly, so a run never depends on the engine's default; the results say
   * which scenarios the floor changed (rateFloor) and the scenario definitions page states it.
   */
  floorAtZero: boolean;
}

export const DEFAULT_RUN_MODEL: RunModel = {
  deposits: DEFAULT_DEPOSIT_MODEL,
  prepayment: DEFAULT_PREPAYMENT_MODEL,
  niiBalanceSheet: "constant",
  // The product has always floored shocked rates at zero: US Treasury yields have not gone below it.
  floorAtZero: true,
};

/** The part of a results' inputs key that names the model. */
export const runModelKey = ({ deposits: d, prepayment: p, niiBalanceSheet, floorAtZero }: RunModel) =>
  `nmd:${d.fundingSpreadBp},${d.betaLagMonths},${d.decaySensitivity}|cpr:${p.refiSensitivity},${p.minMultiple},${p.maxMultiple},${p.seasoningMonths}|nii:${niiBalanceSheet}|floor:${floorAtZero ? "zero" : "none"}`;
