import { HORIZON_MONTHS, shockedYield, type YieldCurve } from "../curve/curve.ts";
import { NON_PARALLEL_SHAPES } from "./curveShapes.ts";
import { RAMPS, SHOCKS } from "./scenarios.ts";

/** A scenario whose curve the zero floor changed. */
export interface FlooredScenario {
  /** Scenario id: a shock ("-400"), a ramp ("Ramp-400", at its full size) or a non-parallel shock. */
  scenario: string;
  /** Tenors (months) of the curve's points that the floor held, shortest first. */
  tenors: number[];
  /**
   * The mildest shock of the same direction whose floored curve is this one at every tenor and
   * whose results (NEV and NII) are this scenario's too ("-400 equals -200"); null when there is
   * none. A floored scenario is the rates left after flooring, and every rate-driven behaviour
   * (discounting, resets, new volume, prepayment incentives, deposits' dividends and decay)
   * follows them, so the same curve gives the same results; the results are compared all the same,
   * so that a report never states a match its numbers do not show.
   */
  sameAs: string | null;
}

/** The zero floor of a run: whether it was on and which scenarios it changed. */
export interface RateFloor {
  /** Whether shocked par yields stopped at zero (floorAtZero); Base is never floored. */
  atZero: boolean;
  /** Scenarios the floor changed, in scenario order (shocks, ramps, non-parallel shocks); empty when off. */
  floored: FlooredScenario[];
}

/**
 * Which scenarios of a run the zero floor changed, so that a report can say why two of them give
 * the same values. A tenor is floored when the shift would take its par yield below zero
 * (shockedYield); a ramp reaches its full shift after 12 months, so it is floored when its shock is.
 */
export function rateFloorOf(
  curve: YieldCurve,
  par: Float64Array,
  floorAtZero: boolean,
  sameResults: (a: string, b: string) => boolean,
): RateFloor {
  if (!floorAtZero) return { atZero: false, floored: [] };
  // As shockedYield: a fall that would end below zero.
  const heldAt = (shiftAt: (tenorMonths: number) => number) =>
    curve
      .filter((p) => shiftAt(p.tenorMonths) < 0 && p.rate + shiftAt(p.tenorMonths) < 0)
      .map((p) => p.tenorMonths)
      .sort((a, b) => a - b);
  const shocks = SHOCKS.filter((s) => s.bp !== 0).map((s) => ({
    bp: s.bp,
    scenario: s.id,
    tenors: heldAt(() => s.bp / 100),
    path: flooredPath(par, s.bp / 100),
  }));
  const floored: FlooredScenario[] = [];
  for (const s of shocks) {
    if (s.tenors.length === 0) continue;
    const same = shocks
      .filter((o) => Math.sign(o.bp) === Math.sign(s.bp) && Math.abs(o.bp) < Math.abs(s.bp))
      .sort((a, b) => Math.abs(a.bp) - Math.abs(b.bp))
      .find((o) => samePath(o.path, s.path) && sameResults(o.scenario, s.scenario));
    floored.push({ scenario: s.scenario, tenors: s.tenors, sameAs: same?.scenario ?? null });
  }
  for (const r of RAMPS) {
    const tenors = heldAt(() => r.bp / 100);
    if (tenors.length) floored.push({ scenario: r.id, tenors, sameAs: null });
  }
  for (const shape of NON_PARALLEL_SHAPES) {
    const tenors = heldAt((m) => shape.byTenor[m] ?? 0);
    if (tenors.length) floored.push({ scenario: shape.id, tenors, sameAs: null });
  }
  return { atZero: true, floored };
}

/** The floored par yields of a parallel shock at every month. */
function flooredPath(par: Float64Array, shiftPct: number): Float64Array {
  const out = new Float64Array(HORIZON_MONTHS + 1);
  for (let m = 0; m <= HORIZON_MONTHS; m++) out[m] = shockedYield(par[m] ?? 0, shiftPct, true);
  return out;
}

const samePath = (a: Float64Array, b: Float64Array) => a.every((v, m) => v === b[m]);
