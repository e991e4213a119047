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
 * Differencing the neighbouring shocks measured the floor once it held: −400 and −300 both on the
 * zero curve gave a duration of 0, "no rate risk in a down move".
 *
 * Where the zero floor cuts the down move (the scenario's curve moved down Δ is floored at any
 * tenor) the fall is not Δ and the central difference, which divides by 2Δ, understates the
 * duration: on the Dec 2021 curve a 12-month loan read 0.24 years at Base against 0.40 at −100 and
 * +100, because −100 is floored up to 3 years. A per-tenor floor leaves no single "real move" to
 * divide by, so the down leg is truncated, as the Handbook has it where rates cannot fall further,
 * and the measure is one-sided, from moves of the scenario's curve up by Δ and 2Δ:
 * D = (P0 − P(+Δ)) / (P0·Δ), C = (P0 − 2·P(+Δ) + P(+2Δ)) / (P0·Δ²), an error of about C·Δ/2.
 * N/A instead would hide the rate risk a rise still carries there. That holds for the scenarios
 * the floor changed (rateFloorOf lists them), whose up moves are shapes of today's curve, and for
 * the one above them whose own curve is whole (Base on a curve whose short end is under 1 %),
 * whose up moves are the next two shocks. Key-rate durations follow Base (keyRatesOneSided), so
 * they add up to it to first order; one-sided, the keys' cross-convexity is left, (Δ/2)(C − Σ C_k)
 * (README, "Key-rate durations"; keyRateAdditivity.test.ts).
 */
export function durationLegs(par: Float64Array, floorAtZero: boolean): DurationLegs[] {
  const floored = flooredFalls(par, floorAtZero);
  return SHOCK_BPS.map((bp, s) => {
    const rank = floored.indexOf(s);
    if (rank >= 0) {
      const up = (k: number): Leg => ({
        shaped: true,
        index: CURVE_SHAPES.length + rank * BUMP_STEPS + k - 1,
      });
      return { down: null, up: up(1), up2: up(2) };
    }
    // Shock s sits at level s + 1, so its neighbours ±Δ and +2Δ are the levels s, s + 2 and s + 3.
    if (isFloored(par, bp - DURATION_BUMP_BP, floorAtZero))
      return { down: null, up: { shaped: false, index: s + 2 }, up2: { shaped: false, index: s + 3 } };
    return { down: { shaped: false, index: s }, up: { shaped: false, index: s + 2 }, up2: null };
  });
}

/**
 * Whether the key-rate durations are one-sided: where Base's duration is, since the floor cuts the
 * down bumps of the short key rates as it cuts Base's down move, and they are to add up to it (to
 * first order: the one-sided difference leaves the keys' cross-convexity, (Δ/2)(C − Σ C_k)).
 */
export function keyRatesOneSided(legs: readonly DurationLegs[]): boolean {
  return legs[SHOCK_BPS.indexOf(0)].down === null;
}

/**
 * The up moves (+Δ, +2Δ) of every shock the floor changed, in flooredFalls' order, as shapes of
 * today's curve: the change at each tenor is the floored shock's plus kΔ. Only those: a shock the
 * floor left alone finds its moves among the valuation levels, so a run on a high curve values no
 * extra curve at all.
 */
export function durationBumpShapes(par: Float64Array, floorAtZero: boolean): CurveShape[] {
  return flooredFalls(par, floorAtZero).flatMap((s) =>
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

/** The shocks (indexes, of BUMPED_SHOCKS) whose own curve the zero floor changed. */
function flooredFalls(par: Float64Array, floorAtZero: boolean): number[] {
  return BUMPED_SHOCKS.filter((s) => isFloored(par, SHOCK_BPS[s], floorAtZero));
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
