import {
  DEFAULT_DEPOSIT_MODEL,
  DEFAULT_PREPAYMENT_MODEL,
  type DepositModel,
  type NiiBalanceSheet,
  type PrepaymentModel,
} from "@alm/engine";

/**
 * The models this api runs the engine with (configuration: DEPOSIT_*, PREPAY_*, NII_BALANCE_SHEET). Results
 * remember the model they were computed with (in their inputs key), so changing it recomputes
 * every report on its next read rather than mixing two models.
 */
export interface RunModel {
  deposits: DepositModel;
  prepayment: PrepaymentModel;
  niiBalanceSheet: NiiBalanceSheet;
}

export const DEFAULT_RUN_MODEL: RunModel = {
  deposits: DEFAULT_DEPOSIT_MODEL,
  prepayment: DEFAULT_PREPAYMENT_MODEL,
  niiBalanceSheet: "constant",
};

let current: RunModel = DEFAULT_RUN_MODEL;

export function useRunModel(model: RunModel): void {
  current = model;
}

export const runModel = (): RunModel => current;

/** The part of a results' inputs key that names the model. */
export const runModelKey = ({ deposits: d, prepayment: p, niiBalanceSheet }: RunModel) =>
  `nmd:${d.fundingSpreadBp},${d.betaLagMonths},${d.decaySensitivity}|cpr:${p.refiSensitivity},${p.minMultiple},${p.maxMultiple},${p.seasoningMonths}|nii:${niiBalanceSheet}`;
