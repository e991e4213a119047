import { clearFlows } from "../cashflows/flows.ts";
import type { Flows, RateEnv } from "../cashflows/flows.ts";
import { ratesDriveCashFlows } from "../cashflows/positionTerms.ts";
import type { PositionTerms } from "../cashflows/positionTerms.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import type { DiscountTables } from "./discountTables.ts";
import { FlowsByChange, flowsFollowReferenceChange, referenceChange } from "./flowsByChange.ts";
import { BASE_LEVEL, LEVEL_COUNT } from "./valuationLevels.ts";

/**
 * Market value of a position at every valuation level, written to `out`.
 * Cash flows that rates do not drive are projected once and discounted on each
 * curve; adjustable loans (resetting to each level's forward rates) are re-projected per level;
 * loans whose prepayment follows the incentive and deposits once per change of their reference
 * rate (FlowsByChange, which keeps them for the shaped shocks).
 * On return `flows` holds the base-scenario cash flows (used for the gap).
 */
export function valuePosition(
  t: PositionTerms,
  tables: DiscountTables,
  flows: Flows,
  out: Float64Array,
  byChange?: FlowsByChange,
): void {
  // Made only where it is needed: a caller pricing fixed flows one by one allocates nothing per call.
  byChange?.start();
  if (t.kind === "adjustment") {
    out.fill(0);
    clearFlows(flows, 0);
    return;
  }
  if (t.kind === "none" || t.term === 0) {
    out.fill(t.balance);
    clearFlows(flows, 0);
    return;
  }
  const env: RateEnv = {
    curve: tables.curve,
    shift: tables.shifts[BASE_LEVEL],
    forwards: tables.forwards[BASE_LEVEL],
    floorAtZero: tables.floorAtZero,
  };
  if (t.kind !== "nonmaturity" && !ratesDriveCashFlows(t)) {
    project(t, env, flows);
    presentValues(flows, tables.byMonthForSpread(t.spreadPct), LEVEL_COUNT, t.term, out);
    return;
  }
  const dfs = tables.forSpread(t.spreadPct);
  if (flowsFollowReferenceChange(t)) {
    valueByChange(t, tables, dfs, flows, byChange ?? new FlowsByChange(), out);
    return;
  }
  for (let l = 0; l < LEVEL_COUNT; l++) {
    if (l === BASE_LEVEL) continue;
    env.shift = tables.shifts[l];
    env.forwards = tables.forwards[l];
    project(t, env, flows);
    out[l] = presentValue(flows, dfs[l], t.term);
  }
  env.shift = tables.shifts[BASE_LEVEL];
  env.forwards = tables.forwards[BASE_LEVEL];
  project(t, env, flows);
  out[BASE_LEVEL] = presentValue(flows, dfs[BASE_LEVEL], t.term);
}

/**
 * A fixed-rate loan whose prepayment follows the incentive, or a deposit (its rate follows the
 * level's shift by beta after the lag, its decay moves with the shift: DepositModel): each level
 * projects its own run-off, once per change of the reference rate, all side by side. Base's go
 * into `flows`.
 */
function valueByChange(
  t: PositionTerms,
  tables: DiscountTables,
  dfs: Float64Array[],
  flows: Flows,
  byChange: FlowsByChange,
  out: Float64Array,
) {
  const { curve, shifts, floorAtZero } = tables;
  byChange.want(t, referenceChange(t, shifts[BASE_LEVEL][1], curve, floorAtZero), flows);
  for (let l = 0; l < LEVEL_COUNT; l++) {
    if (l !== BASE_LEVEL) byChange.want(t, referenceChange(t, shifts[l][1], curve, floorAtZero));
  }
  byChange.projectWanted(t);
  for (let l = 0; l < LEVEL_COUNT; l++) {
    const levelFlows = byChange.find(referenceChange(t, shifts[l][1], curve, floorAtZero)) as Flows;
    out[l] = presentValue(levelFlows, dfs[l], t.term);
  }
}

function project(t: PositionTerms, env: RateEnv, flows: Flows): void {
  clearFlows(flows, t.term);
  projectTranche(t, t.balance, t.rate, 0, t.term, env, flows);
}

/** Present value of the flows through `months` on discount factors `df`. */
export function presentValue(flows: Flows, df: Float64Array, months: number): number {
  const { principal, interest } = flows;
  let pv = 0;
  for (let m = 1; m <= months; m++) pv += (principal[m] + interest[m]) * df[m];
  return pv;
}

/**
 * presentValue of the same flows on every curve of `byMonth` (SpreadTables.byMonthForSpread,
 * `curves` wide), into out[0..curves). Each curve's sum adds the months in order from 0, as
 * presentValue's does, so the values are the same. Four curves a pass, their sums held in
 * registers: one sum per curve kept in `out` cost a load and a store per curve and month, most of
 * the time of pricing a fixed-rate loan.
 */
export function presentValues(
  flows: Flows,
  byMonth: Float64Array,
  curves: number,
  months: number,
  out: Float64Array,
): void {
  const { principal, interest } = flows;
  let c = 0;
  for (; c + 4 <= curves; c += 4) {
    let v0 = 0;
    let v1 = 0;
    let v2 = 0;
    let v3 = 0;
    for (let m = 1, at = curves + c; m <= months; m++, at += curves) {
      const amount = principal[m] + interest[m];
      v0 += amount * byMonth[at];
      v1 += amount * byMonth[at + 1];
      v2 += amount * byMonth[at + 2];
      v3 += amount * byMonth[at + 3];
    }
    out[c] = v0;
    out[c + 1] = v1;
    out[c + 2] = v2;
    out[c + 3] = v3;
  }
  for (; c < curves; c++) {
    let v = 0;
    for (let m = 1; m <= months; m++) v += (principal[m] + interest[m]) * byMonth[m * curves + c];
    out[c] = v;
  }
}
