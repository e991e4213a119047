import { SHOCK_BPS } from "../scenarios/scenarios.ts";

/** Size of the rate move for effective duration and convexity, in bp. */
export const DURATION_BUMP_BP = 100;

/**
 * Curve shifts valued for NEV: every shock plus one step beyond each end, so
 * that every shock has neighbours ±100 bp away for duration and convexity.
 * Shock i sits at level i + 1.
 */
export const VALUATION_LEVEL_BPS: readonly number[] = [
  SHOCK_BPS[0] - DURATION_BUMP_BP,
  ...SHOCK_BPS,
  SHOCK_BPS[SHOCK_BPS.length - 1] + DURATION_BUMP_BP,
];

export const LEVEL_COUNT = VALUATION_LEVEL_BPS.length;
/** The level of the Base scenario (no shift). */
export const BASE_LEVEL = VALUATION_LEVEL_BPS.indexOf(0);
export const SHOCK_COUNT = SHOCK_BPS.length;

export interface Sensitivity {
  marketValue: number;
  /** Market value per 100 of book value; null when the book value is zero. */
  price: number | null;
  /** Effective duration in years: -(dV/dy)/V from ±100 bp. */
  effDuration: number;
  /** Effective convexity: (d²V/dy²)/V from ±100 bp. */
  effConvexity: number;
}

/** NEV measures of shock i from market values at every valuation level. */
export function sensitivityAt(levels: ArrayLike<number>, shock: number, bookValue: number): Sensitivity {
  const v0 = levels[shock + 1];
  const down = levels[shock];
  const up = levels[shock + 2];
  const dy = DURATION_BUMP_BP / 10_000;
  const tiny = Math.abs(v0) < 1e-9;
  // "+ 0" turns -0 into 0 so that results survive a JSON round trip unchanged.
  return {
    marketValue: v0,
    price: bookValue === 0 ? null : (v0 / bookValue) * 100 + 0,
    effDuration: tiny ? 0 : (down - up) / (2 * v0 * dy) + 0,
    effConvexity: tiny ? 0 : (down + up - 2 * v0) / (v0 * dy * dy) + 0,
  };
}
