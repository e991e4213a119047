import type { Flows } from "../cashflows/flows.ts";
import type { PositionTerms } from "../cashflows/positionTerms.ts";
import { withoutCashFlows } from "../positions/position.ts";
import { BUCKET_OF_MONTH, NON_SENSITIVE } from "./repricingGap.ts";

/**
 * Adds a position's balance to the buckets where it turns into cash, on the same buckets as the
 * repricing gap but by other rules: principal (scheduled and prepaid) in the month it is received,
 * through maturity, whatever the rate does (an adjustable loan is not cash at its reset);
 * non-maturity deposits in the first bucket, as members may withdraw them on demand.
 */
export function addPositionLiquidity(t: PositionTerms, base: Flows, out: Float64Array): void {
  if (withoutCashFlows(t.kind) || t.term === 0) {
    out[NON_SENSITIVE] += t.balance;
    return;
  }
  if (t.kind === "nonmaturity") {
    out[0] += t.balance;
    return;
  }
  let received = 0;
  for (let m = 1; m <= t.term; m++) {
    const amount = base.principal[m];
    if (amount === 0) continue;
    out[BUCKET_OF_MONTH[m]] += amount;
    received += amount;
  }
  // Rounding of the amortization schedule stays in the month of maturity.
  const left = t.balance - received;
  if (left !== 0) out[BUCKET_OF_MONTH[t.term]] += left;
}
