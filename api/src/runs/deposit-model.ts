import { DEFAULT_DEPOSIT_MODEL, type DepositModel } from "@alm/engine";

/**
 * The deposit model this api values non-maturity deposits with (configuration: DEPOSIT_*). Results
 * remember the model they were computed with (in their inputs key), so changing it recomputes
 * every report on its next read rather than mixing two models.
 */
let current: DepositModel = DEFAULT_DEPOSIT_MODEL;

export function useDepositModel(model: DepositModel): void {
  current = model;
}

export const depositModel = (): DepositModel => current;

/** The part of a results' inputs key that names the model. */
export const depositModelKey = (m: DepositModel) =>
  `nmd:${m.fundingSpreadBp},${m.betaLagMonths},${m.decaySensitivity}`;
