/**
 * How loan prepayment responds to rates, as ALM models for credit unions describe it: borrowers
 * refinance when market rates fall below their coupon and stop when rates rise above it (an S-curve
 * in the refinancing incentive), and new loans prepay slowly at first (a seasoning ramp).
 *
 * A position's `cpr` is its speed at today's rates (the institution's observed or assumed CPR).
 * Under a scenario that moves market rates by `s` percent the incentive moves by `-s`, and the CPR
 * becomes `cpr × multiple(-s)`, where the multiple is a logistic S-curve through 1 at no change,
 * falling towards `minMultiple` when rates rise and rising towards `maxMultiple` when they fall.
 *
 * An adjustable loan's incentive is measured against its fully indexed rate (index + margin), the
 * rate its borrower would refinance into: once its coupon follows the index, a move of rates
 * changes both alike and the CPR stays at `cpr` (positionTerms' followsIndex). A fixed-rate
 * S-curve on a line that reprices monthly would have it refinance out of a coupon that falls anyway.
 */
export interface PrepaymentModel {
  /**
   * Steepness of the S-curve per 100 bp of incentive (the logistic's slope); 0 keeps CPR the
   * same in every scenario. A group's `refiSensitivity` in the H3 overrides replaces it.
   */
  refiSensitivity: number;
  /** The CPR multiple approached when rates rise far above the coupon (turnover only), below 1. */
  minMultiple: number;
  /** The CPR multiple approached when rates fall far below the coupon (a refinancing wave), above 1. */
  maxMultiple: number;
  /**
   * Months over which a new loan's CPR ramps up linearly from 0 to its full speed (PSA uses 30);
   * applies to new volume and to positions with an `ageMonths`. A group's `seasoningMonths` replaces it.
   */
  seasoningMonths: number;
}

/** The firm's defaults: a mild response for every loan; mortgage groups set their own in the H3 overrides. */
export const DEFAULT_PREPAYMENT_MODEL: PrepaymentModel = {
  refiSensitivity: 1,
  minMultiple: 0.65,
  maxMultiple: 4,
  seasoningMonths: 0,
};

/** CPR that does not change with the scenario and no seasoning (tests, comparisons with fixed-CPR models). */
export const CONSTANT_CPR_MODEL: PrepaymentModel = {
  refiSensitivity: 0,
  minMultiple: 0.5,
  maxMultiple: 4,
  seasoningMonths: 0,
};

const LIMITS: Record<keyof PrepaymentModel, [number, number, string]> = {
  refiSensitivity: [0, 10, "a slope per 100 bp"],
  minMultiple: [0, 1, "a multiple of the CPR below 1"],
  maxMultiple: [1, 20, "a multiple of the CPR above 1"],
  seasoningMonths: [0, 120, "whole months"],
};

/** Problems of a model from configuration, each saying what to fix; empty when it is usable. */
export function prepaymentModelProblems(model: PrepaymentModel): string[] {
  const problems = (Object.keys(LIMITS) as (keyof PrepaymentModel)[]).flatMap((k) => {
    const [min, max, what] = LIMITS[k];
    const v = model[k];
    if (!Number.isFinite(v) || v < min || v > max || (k === "seasoningMonths" && !Number.isInteger(v))) {
      return [`${k} must be ${what} from ${min} to ${max}; got ${v}`];
    }
    return [];
  });
  if (problems.length === 0 && !(model.minMultiple < 1 && model.maxMultiple > 1)) {
    problems.push(
      `minMultiple must be below 1 and maxMultiple above 1 (the S-curve passes through 1); got ${model.minMultiple} and ${model.maxMultiple}`,
    );
  }
  return problems;
}

/** The S-curve of one position: its slope and where it passes through 1. */
export interface RefiCurve {
  slope: number;
  low: number;
  high: number;
  /** Logistic offset that puts the multiple at exactly 1 for no change in incentive. */
  offset: number;
}

export function refiCurve(model: PrepaymentModel, refiSensitivity = model.refiSensitivity): RefiCurve {
  const { minMultiple: low, maxMultiple: high } = model;
  const p = (1 - low) / (high - low);
  return { slope: refiSensitivity, low, high, offset: Math.log(p / (1 - p)) };
}

/** CPR multiple when the refinancing incentive has changed by `incentivePct` (market rates moved by its negative). */
export function prepaymentMultiple(curve: RefiCurve, incentivePct: number): number {
  if (curve.slope === 0) return 1;
  const s = 1 / (1 + Math.exp(-(curve.slope * incentivePct + curve.offset)));
  return curve.low + (curve.high - curve.low) * s;
}
