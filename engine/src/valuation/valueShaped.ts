import { clearFlows, type Flows, type RateEnv } from "../cashflows/flows.ts";
import { ratesDriveCashFlows, type PositionTerms } from "../cashflows/positionTerms.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import { flowsFollowReferenceChange, referenceChange, type FlowsByChange } from "./flowsByChange.ts";
import type { ShapedTables } from "./shapedTables.ts";
import { presentValue, presentValues } from "./valuePosition.ts";

/**
 * Market value of a position under every shaped shock, written to `out`. `baseFlows` holds its
 * base-scenario cash flows (valuePosition leaves them), discounted again on each shaped curve when
 * rates do not drive them; an adjustable loan is re-projected resetting to the shaped curve's
 * forward rates, a loan whose prepayment follows the incentive with the change at its reference
 * tenor, a deposit with its dividend and decay moved by the change at the short end; those two
 * reuse the flows of any level or shape that changed their reference rate alike (`byChange`, as
 * valuePosition left it for this position).
 */
export function valueShaped(
  t: PositionTerms,
  tables: ShapedTables,
  baseFlows: Flows,
  scratch: Flows,
  out: Float64Array,
  byChange: FlowsByChange,
): void {
  if (t.kind === "adjustment") {
    out.fill(0);
    return;
  }
  if (t.kind === "none" || t.term === 0) {
    out.fill(t.balance);
    return;
  }
  const dfs = tables.forSpread(t.spreadPct);
  const shapes = tables.shapes.length;
  const deposit = t.kind === "nonmaturity";
  if (!deposit && !ratesDriveCashFlows(t)) {
    presentValues(baseFlows, tables.byMonthForSpread(t.spreadPct), shapes, t.term, out);
    return;
  }
  const { curve, floorAtZero } = tables;
  if (flowsFollowReferenceChange(t)) {
    // Most key-rate bumps leave a fixed rate's reference tenor alone, or move it as a level did.
    const changes = tables.changesAt(t.refTenor);
    for (let s = 0; s < shapes; s++) byChange.want(t, referenceChange(t, changes[s], curve, floorAtZero));
    byChange.projectWanted(t);
    for (let s = 0; s < shapes; s++) {
      const flows = byChange.find(referenceChange(t, changes[s], curve, floorAtZero)) as Flows;
      out[s] = presentValue(flows, dfs[s], t.term);
    }
    return;
  }
  // One environment for every shape, its shift and forwards set per shape (no object per shape).
  const env: RateEnv = {
    curve,
    shift: tables.shiftFor(0, t.refTenor),
    forwards: tables.forwards[0],
    floorAtZero,
  };
  for (let s = 0; s < shapes; s++) {
    clearFlows(scratch, t.term);
    env.shift = tables.shiftFor(s, t.refTenor);
    env.forwards = tables.forwards[s];
    projectTranche(t, t.balance, t.rate, 0, t.term, env, scratch);
    out[s] = presentValue(scratch, dfs[s], t.term);
  }
}
