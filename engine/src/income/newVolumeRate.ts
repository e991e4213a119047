import type { RateEnv } from "../cashflows/flows.ts";
import type { PositionTerms } from "../cashflows/positionTerms.ts";
import { resetRate } from "../cashflows/projectTranche.ts";
import { HORIZON_MONTHS, shockedYield } from "../curve/curve.ts";

/**
 * Rate of new volume that replaces run-off in month `m` (static balance
 * sheet, same product): an adjustable product starts at index + margin; a
 * fixed-rate one at its own rate moved by the change of the curve at its
 * term (with the run's floor, shockedYield), the result floored at zero.
 */
export function newVolumeRate(t: PositionTerms, env: RateEnv, m: number): number {
  if (t.reprice > 0) return resetRate(env.curve[t.index] + env.shift[m], t.margin);
  const tenor = t.term < HORIZON_MONTHS ? t.term : HORIZON_MONTHS;
  const base = env.curve[tenor];
  const r = t.rate + shockedYield(base, env.shift[m], env.floorAtZero === true) - base;
  return r > 0 ? r : 0;
}
