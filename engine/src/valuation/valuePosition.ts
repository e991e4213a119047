import { clearFlows } from "../cashflows/flows.ts";
import type { Flows, RateEnv } from "../cashflows/flows.ts";
import { ratesDriveCashFlows } from "../cashflows/positionTerms.ts";
import type { PositionTerms } from "../cashflows/positionTerms.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import type { DiscountTables } from "./discountTables.ts";
import { BASE_LEVEL, LEVEL_COUNT } from "./valuationLevels.ts";

/** Every valuation level, base last. */
const DEPOSIT_LEVEL_ORDER = [...[...Array(LEVEL_COUNT).keys()].filter((l) => l !== BASE_LEVEL), BASE_LEVEL];

/**
 * Market value of a position at every valuation level, written to `out`.
 * Cash flows that rates do not drive are projected once and discounted on each
 * curve; adjustable loans (resetting to each level's forward rates), loans whose
 * prepayment follows the incentive and deposits are re-projected per level.
 * On return `flows` holds the base-scenario cash flows (used for the gap).
 */
export function valuePosition(
  t: PositionTerms,
  tables: DiscountTables,
  flows: Flows,
  out: Float64Array,
): void {
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
  const dfs = tables.forSpread(t.spreadPct);
  const env: RateEnv = {
    curve: tables.curve,
    shift: tables.shifts[BASE_LEVEL],
    forwards: tables.forwards[BASE_LEVEL],
    floorAtZero: tables.floorAtZero,
  };
  if (t.kind === "nonmaturity") {
    valueDeposit(t, tables, dfs, flows, out);
    return;
  }
  if (!ratesDriveCashFlows(t)) {
    project(t, env, flows);
    for (let l = 0; l < LEVEL_COUNT; l++) out[l] = presentValue(flows, dfs[l], t.term);
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
 * A deposit at each level: its rate follows the level's shift by beta after the lag, and its decay
 * moves with the shift (DepositModel), so each level projects its own run-off. The base level
 * goes last, leaving its flows for the gaps.
 */
function valueDeposit(
  t: PositionTerms,
  tables: DiscountTables,
  dfs: Float64Array[],
  flows: Flows,
  out: Float64Array,
) {
  for (const level of DEPOSIT_LEVEL_ORDER) {
    project(t, { curve: tables.curve, shift: tables.shifts[level], floorAtZero: tables.floorAtZero }, flows);
    out[level] = presentValue(flows, dfs[level], t.term);
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
