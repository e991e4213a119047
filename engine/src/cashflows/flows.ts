import { HORIZON_MONTHS } from "../curve/curve.ts";
import type { ForwardIndex } from "../curve/forwardIndex.ts";

/** Monthly amounts indexed by month 1..HORIZON_MONTHS (index 0 unused). */
export interface Flows {
  /** Principal received: scheduled, prepaid or decayed, and at maturity. */
  principal: Float64Array;
  /** Interest received on payment dates. */
  interest: Float64Array;
  /** Interest earned during the month (accrual basis, for income). */
  accrued: Float64Array;
}

export function createFlows(): Flows {
  return {
    principal: new Float64Array(HORIZON_MONTHS + 1),
    interest: new Float64Array(HORIZON_MONTHS + 1),
    accrued: new Float64Array(HORIZON_MONTHS + 1),
  };
}

export function clearFlows(f: Flows, through: number): void {
  const n = Math.min(through, HORIZON_MONTHS) + 1;
  f.principal.fill(0, 0, n);
  f.interest.fill(0, 0, n);
  f.accrued.fill(0, 0, n);
}

/** Rate environment of one scenario: base curve and the change in force each month. */
export interface RateEnv {
  /** Base curve's par rate (percent) per tenor month: what indexes and new volume follow. */
  curve: Float64Array;
  /** Parallel change (percent) in force during each month. */
  shift: Float64Array;
  /**
   * Forward rates of the scenario's own curve (the shift already in them): valuation resets
   * adjustable rates to these. Without them a reset takes today's rate at the index tenor moved
   * by the shift, as the NII projection holds rates at the scenario's level.
   */
  forwards?: ForwardIndex;
  /**
   * Whether the scenario's market rates stop at zero (the run's floorAtZero): a loan's refinancing
   * incentive then grows only as far as its reference rate can fall.
   */
  floorAtZero?: boolean;
}
