import type { Flows } from "../cashflows/flows.ts";
import type { PositionTerms } from "../cashflows/positionTerms.ts";
import { HORIZON_MONTHS } from "../curve/curve.ts";
import { withoutCashFlows } from "../positions/position.ts";

export interface GapBucket {
  id: string;
  label: string;
  /** Months after the as-of date covered by the bucket: fromMonth < m <= toMonth. */
  fromMonth: number;
  toMonth: number | null;
}

const bucket = (id: string, label: string, fromMonth: number, toMonth: number | null): GapBucket => ({
  id,
  label,
  fromMonth,
  toMonth,
});

/** Time buckets of the repricing gap; the last one holds balances that never reprice. */
export const GAP_BUCKETS: readonly GapBucket[] = [
  bucket("0-3m", "0-3 Months", 0, 3),
  bucket("3-6m", "3-6 Months", 3, 6),
  bucket("6-12m", "6-12 Months", 6, 12),
  bucket("1-2y", "1-2 Years", 12, 24),
  bucket("2-3y", "2-3 Years", 24, 36),
  bucket("3-5y", "3-5 Years", 36, 60),
  bucket("5-10y", "5-10 Years", 60, 120),
  bucket("10y+", "Over 10 Years", 120, null),
  bucket("nonSensitive", "Non-Sensitive", 0, null),
];

export const GAP_BUCKET_COUNT = GAP_BUCKETS.length;
export const NON_SENSITIVE = GAP_BUCKET_COUNT - 1;

/** The gap bucket of each month after the as-of date. */
export const BUCKET_OF_MONTH = (() => {
  const map = new Uint8Array(HORIZON_MONTHS + 1);
  for (let m = 1; m <= HORIZON_MONTHS; m++) {
    map[m] = GAP_BUCKETS.findIndex((b) => m > b.fromMonth && (b.toMonth === null || m <= b.toMonth));
  }
  return map;
})();

/**
 * Adds a position's balance to the bucket where each part of it reprices or
 * runs off, from the base-scenario cash flows: principal in the month it is
 * received; for an adjustable rate, whatever is left at its first reset;
 * deposits by their decay (behavioural) run-off.
 */
export function addPositionGap(t: PositionTerms, base: Flows, out: Float64Array): void {
  if (withoutCashFlows(t.kind) || t.term === 0) {
    out[NON_SENSITIVE] += t.balance;
    return;
  }
  const through = t.reprice > 0 ? Math.min(t.reprice, t.term) : t.term;
  let repaid = 0;
  for (let m = 1; m <= through; m++) {
    const amount = base.principal[m];
    if (amount === 0) continue;
    out[BUCKET_OF_MONTH[m]] += amount;
    repaid += amount;
  }
  const left = t.balance - repaid;
  if (through < t.term && left !== 0) out[BUCKET_OF_MONTH[through]] += left;
}
