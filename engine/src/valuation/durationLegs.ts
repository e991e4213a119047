import { HORIZON_MONTHS, shockedChange, shockedYield } from "../curve/curve.ts";
import { CURVE_SHAPES, type CurveShape } from "../scenarios/curveShapes.ts";
import { SHOCK_BPS } from "../scenarios/scenarios.ts";
import {
  BUMPED_SHOCKS,
  BUMP_STEPS,
  DURATION_BUMP_BP,
  type DurationLegs,
  type Leg,
} from "./valuationLevels.ts";

/**
 * Where the bumped valuations of each shock's effective duration come from, for one run's curve.
 *
 * Effective duration at a scenario is measured by small parallel moves of *that scenario's* curve
 * (OCC Comptroller's Handbook "Interest Rate Risk", 2020, effective duration and convexity;
 * FFIEC/NCUA IRR guidance: option-adjusted measures from shifts around the scenario curve):
 * D = (P(−Δ) − P(+Δ)) / (2·P0·Δ), C = (P(−Δ) + P(+Δ) − 2·P0) / (P0·Δ²), Δ = DURATION_BUMP_BP.
 * The bumped curves are floored as every curve of the run is (shockedYield: a par yield that would
 * fall below zero stops there). Differencing the neighbouring shocks instead measured the floor
 * once it held (−400 and −300 both on the zero curve gave a duration of 0).
 *
 * Where the floor cuts the down leg at any tenor (rates cannot fall Δ further there), the down leg
 * is not used and the measure is one-sided, from the up legs alone, as the Handbook truncates it:
 * D = (P0 − P(+Δ)) / (P0·Δ), C = (P0 − 2·P(+Δ) + P(+2Δ)) / (P0·Δ²). A truncated central difference
 * would halve the sensitivity of the floored tenors, and N/A would hide the rate risk that remains
 * in a rise; one-sided keeps the figure a CFO reads meaningful and errs by about C·Δ/2.
 *
 * A shock's curve moved by kΔ is a valuation level (a parallel shift of today's curve) unless the
 * floor changed the shock's own curve; then its up legs are shaped curves (durationBumpShapes).
 */
export function durationLegs(par: Float64Array, floorAtZero: boolean): DurationLegs[] {
  return SHOCK_BPS.map((bp, s) => {
    const level = (k: number): Leg => ({ shaped: false, index: s + 1 + k });
    const bumped = BUMPED_SHOCKS.indexOf(s);
    const ownFloored = bumped >= 0 && isFloored(par, bp, floorAtZero);
    const up = (k: number): Leg =>
      ownFloored ? { shaped: true, index: CURVE_SHAPES.length + bumped * BUMP_STEPS + k - 1 } : level(k);
    const downCut = ownFloored || isFloored(par, bp - DURATION_BUMP_BP, floorAtZero);
    return { down: downCut ? null : level(-1), up: up(1), up2: downCut ? up(2) : null };
  });
}

/**
 * The up legs (+Δ, +2Δ) of every shock that the floor may change (BUMPED_SHOCKS), as shapes of
 * today's curve: the change at each tenor is the floored shock's plus kΔ. Used where
 * durationLegs says so; elsewhere they equal valuation levels and are not read.
 */
export function durationBumpShapes(par: Float64Array, floorAtZero: boolean): CurveShape[] {
  return BUMPED_SHOCKS.flatMap((s) =>
    Array.from({ length: BUMP_STEPS }, (_, i) => {
      const bp = SHOCK_BPS[s];
      const bumpPct = ((i + 1) * DURATION_BUMP_BP) / 100;
      const byTenor = new Float64Array(HORIZON_MONTHS + 1);
      for (let m = 0; m <= HORIZON_MONTHS; m++)
        byTenor[m] = shockedChange(par[m] ?? 0, bp / 100, floorAtZero) + bumpPct;
      return { id: `duration-${bp}-up${i + 1}`, label: `${bp} +${(i + 1) * DURATION_BUMP_BP}`, byTenor };
    }),
  );
}

/** Whether a parallel shift of `bp` from today's par curve is held by the zero floor at any tenor. */
function isFloored(par: Float64Array, bp: number, floorAtZero: boolean): boolean {
  if (!floorAtZero || bp >= 0) return false;
  for (let m = 1; m <= HORIZON_MONTHS; m++) {
    const rate = par[m] ?? 0;
    if (shockedYield(rate, bp / 100, true) !== rate + bp / 100) return true;
  }
  return false;
}
