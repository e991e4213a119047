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

/** Shocks (indexes) whose own curve the zero floor can change: the falls. */
export const BUMPED_SHOCKS: readonly number[] = SHOCK_BPS.flatMap((bp, s) => (bp < 0 ? [s] : []));
/** Up moves (+Δ, +2Δ) valued as shaped curves for each of BUMPED_SHOCKS the floor changed. */
export const BUMP_STEPS = 2;
/** The most duration bumps a run values (every fall floored); room for them after the shaped shocks. */
export const DURATION_BUMP_COUNT = BUMPED_SHOCKS.length * BUMP_STEPS;

/** A bumped valuation: a valuation level, or a shaped value (a duration bump, after the shaped shocks). */
export interface Leg {
  shaped: boolean;
  index: number;
}

/** The valuations a shock's duration and convexity difference (durationLegs says which and why). */
export interface DurationLegs {
  /** The curve moved down by Δ; null where the floor cuts it (one-sided from the up legs). */
  down: Leg | null;
  up: Leg;
  /** The curve moved up by 2Δ, for the one-sided convexity; null when `down` is there. */
  up2: Leg | null;
}

export interface Sensitivity {
  marketValue: number;
  /** Market value per 100 of book value; null when the book value is zero. */
  price: number | null;
  /** Effective duration in years: -(dV/dy)/V from the scenario's curve moved ±Δ (durationLegs). */
  effDuration: number;
  /** Effective convexity: (d²V/dy²)/V from the same moves. */
  effConvexity: number;
}

/**
 * NEV measures of shock i from market values at every valuation level and under every shaped
 * curve (the duration bumps among them), differenced as `legs` says.
 */
export function sensitivityAt(
  levels: ArrayLike<number>,
  shaped: ArrayLike<number>,
  legs: DurationLegs,
  shock: number,
  bookValue: number,
): Sensitivity {
  const v0 = levels[shock + 1];
  return {
    marketValue: v0,
    price: priceOf(v0, bookValue),
    effDuration: effDurationAt(levels, shaped, legs, shock),
    effConvexity: effConvexityAt(levels, shaped, legs, shock),
  };
}

// Each measure on its own, so that a caller filling arrays (a book's position rows) makes no
// object per shock. "+ 0" turns -0 into 0 so that results survive a JSON round trip unchanged.
const DY = DURATION_BUMP_BP / 10_000;
const legValue = (levels: ArrayLike<number>, shaped: ArrayLike<number>, leg: Leg) =>
  leg.shaped ? shaped[leg.index] : levels[leg.index];

/** Price per 100 of book value; null when the book value is zero. */
export const priceOf = (value: number, bookValue: number) =>
  bookValue === 0 ? null : (value / bookValue) * 100 + 0;

/** sensitivityAt's effective duration of shock `shock`. */
export function effDurationAt(
  levels: ArrayLike<number>,
  shaped: ArrayLike<number>,
  legs: DurationLegs,
  shock: number,
): number {
  const v0 = levels[shock + 1];
  if (Math.abs(v0) < 1e-9) return 0;
  const up = legValue(levels, shaped, legs.up);
  let effDuration = 0;
  if (legs.down) effDuration = (legValue(levels, shaped, legs.down) - up) / (2 * v0 * DY);
  else if (legs.up2) effDuration = (v0 - up) / (v0 * DY);
  return effDuration + 0;
}

/** sensitivityAt's effective convexity of shock `shock`. */
export function effConvexityAt(
  levels: ArrayLike<number>,
  shaped: ArrayLike<number>,
  legs: DurationLegs,
  shock: number,
): number {
  const v0 = levels[shock + 1];
  if (Math.abs(v0) < 1e-9) return 0;
  const up = legValue(levels, shaped, legs.up);
  let effConvexity = 0;
  if (legs.down) effConvexity = (legValue(levels, shaped, legs.down) + up - 2 * v0) / (v0 * DY * DY);
  else if (legs.up2) effConvexity = (v0 - 2 * up + legValue(levels, shaped, legs.up2)) / (v0 * DY * DY);
  return effConvexity + 0;
}
