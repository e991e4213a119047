/**
 * How non-maturity deposits (shares, share drafts, money market) are valued, as NCUA's and the
 * OCC's guidance describe the industry's practice: the decay run-off and the dividends paid on
 * what is left are discounted at the institution's alternative cost of funds (what replacing the
 * deposits would cost), not at Treasury rates; deposit rates follow market rates by their beta
 * after a lag; and members withdraw faster when rates rise (and slower when they fall).
 */
export interface DepositModel {
  /**
   * Alternative cost of funds over the Treasury curve, bp: the funding curve that discounts
   * deposits is the Treasury curve plus this spread (FHLB advances price about 15-40 bp over
   * Treasuries). A group's spreadBp in the H3 overrides replaces it for that group.
   */
  fundingSpreadBp: number;
  /** Months before a market rate change reaches deposit rates (they then move by beta). */
  betaLagMonths: number;
  /**
   * Change of the decay rate per 100 bp of rate change, as a share of the decay: 0.1 makes
   * deposits run off 30 % faster at +300 bp and 30 % slower at -300 bp; bounded to half and
   * twice the decay.
   */
  decaySensitivity: number;
}

/** The firm's defaults; an institution's study replaces them through the run's options. */
export const DEFAULT_DEPOSIT_MODEL: DepositModel = {
  fundingSpreadBp: 25,
  betaLagMonths: 3,
  decaySensitivity: 0.1,
};

/** A model that values deposits as plain decaying cash flows on the Treasury curve (tests, comparisons). */
export const TREASURY_DEPOSIT_MODEL: DepositModel = {
  fundingSpreadBp: 0,
  betaLagMonths: 0,
  decaySensitivity: 0,
};

const LIMITS: Record<keyof DepositModel, [number, number, string]> = {
  fundingSpreadBp: [-500, 1000, "basis points"],
  betaLagMonths: [0, 24, "whole months"],
  decaySensitivity: [0, 1, "a share of the decay per 100 bp"],
};

/** Problems of a model from configuration, each saying what to fix; empty when it is usable. */
export function depositModelProblems(model: DepositModel): string[] {
  return (Object.keys(LIMITS) as (keyof DepositModel)[]).flatMap((k) => {
    const [min, max, what] = LIMITS[k];
    const v = model[k];
    if (!Number.isFinite(v) || v < min || v > max || (k === "betaLagMonths" && !Number.isInteger(v))) {
      return [`${k} must be ${what} from ${min} to ${max}; got ${v}`];
    }
    return [];
  });
}

/** Annual decay (percent) in force when rates have moved by `shiftPct` percent. */
export function scenarioDecay(decay: number, shiftPct: number, sensitivity: number): number {
  const factor = Math.min(2, Math.max(0.5, 1 + sensitivity * shiftPct));
  return Math.min(99.99, decay * factor);
}
