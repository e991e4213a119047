import { GAP_BUCKETS } from "../gap/repricingGap.ts";
import { NII_SCENARIOS, SHOCKS } from "../scenarios/scenarios.ts";
import { SHOCK_COUNT, sensitivityAt, type DurationLegs } from "../valuation/valuationLevels.ts";
import type { Accumulator } from "./accumulator.ts";
import type { GapRow, NevSummaryRow, NiiScenarioRow, NiiYearRow, NonParallelRow } from "./results.ts";
import { NON_PARALLEL_SHAPES } from "../scenarios/curveShapes.ts";

/** Rows of the totals accumulator. */
export const TOTAL_ROW = { asset: 0, liability: 1, capital: 2 } as const;
const BASE_SHOCK = SHOCKS.findIndex((s) => s.bp === 0);
const BASE_NII = NII_SCENARIOS.findIndex((s) => s.bp === 0);

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function nevSummary(totals: Accumulator, legs: readonly DurationLegs[]): NevSummaryRow[] {
  const a = totals.marketValues(TOTAL_ROW.asset);
  const l = totals.marketValues(TOTAL_ROW.liability);
  const aShaped = totals.shapedValues(TOTAL_ROW.asset);
  const lShaped = totals.shapedValues(TOTAL_ROW.liability);
  const rows: NevSummaryRow[] = [];
  for (let s = 0; s < SHOCK_COUNT; s++) {
    const assets = sensitivityAt(a, aShaped, legs[s], s, totals.book[TOTAL_ROW.asset]);
    const liabilities = sensitivityAt(l, lShaped, legs[s], s, totals.book[TOTAL_ROW.liability]);
    const nev = assets.marketValue - liabilities.marketValue;
    rows.push({
      scenario: SHOCKS[s].id,
      label: SHOCKS[s].label,
      bp: SHOCKS[s].bp,
      assets: assets.marketValue,
      liabilities: liabilities.marketValue,
      nev,
      nevRatio: ratio(nev, assets.marketValue),
      nevChange: 0,
      sensitivityBp: 0,
      assetDuration: assets.effDuration,
      liabilityDuration: liabilities.effDuration,
      durationMismatch: assets.effDuration - liabilities.effDuration,
    });
  }
  const base = rows[BASE_SHOCK];
  for (const r of rows) {
    r.nevChange = ratio(r.nev - base.nev, Math.abs(base.nev));
    r.sensitivityBp = (r.nevRatio - base.nevRatio) * 10_000;
  }
  return rows;
}

/** NEV under each non-parallel shock of the IRRBB set, from the totals, against the Base shock. */
export function nonParallelSummary(
  totals: Accumulator,
  nev: readonly NevSummaryRow[],
  legs: readonly DurationLegs[],
): NonParallelRow[] {
  const base = nev[BASE_SHOCK];
  const a = totals.shapedMeasures(TOTAL_ROW.asset, legs).nonParallel;
  const l = totals.shapedMeasures(TOTAL_ROW.liability, legs).nonParallel;
  return NON_PARALLEL_SHAPES.map((shape) => {
    const assets = a[shape.id] ?? 0;
    const liabilities = l[shape.id] ?? 0;
    const value = assets - liabilities;
    const nevRatio = ratio(value, assets);
    return {
      scenario: shape.id,
      label: shape.label,
      assets,
      liabilities,
      nev: value,
      nevRatio,
      nevChange: ratio(value - base.nev, Math.abs(base.nev)),
      sensitivityBp: (nevRatio - base.nevRatio) * 10_000,
    };
  });
}

export interface OtherIncome {
  /** Annual non-interest income (fees, other operating income), dollars. */
  nonInterestIncome: number;
  /** Annual non-interest expense (operating expense, provision), dollars. */
  nonInterestExpense: number;
}

export function niiSummary(totals: Accumulator, years: number, other: OtherIncome): NiiScenarioRow[] {
  const row = (s: number, y: number): NiiYearRow => {
    const averageAssets = totals.averageBalanceAt(TOTAL_ROW.asset, s, y);
    const interestIncome = totals.interestAt(TOTAL_ROW.asset, s, y);
    const interestExpense =
      totals.interestAt(TOTAL_ROW.liability, s, y) + totals.interestAt(TOTAL_ROW.capital, s, y);
    const nii = interestIncome - interestExpense;
    const netIncome = nii + other.nonInterestIncome - other.nonInterestExpense;
    return {
      year: y + 1,
      interestIncome,
      interestExpense,
      nii,
      nonInterestIncome: other.nonInterestIncome,
      nonInterestExpense: other.nonInterestExpense,
      netIncome,
      averageAssets,
      averageEarningAssets: totals.averageEarningAt(TOTAL_ROW.asset, s, y),
      averageLiabilities: totals.averageBalanceAt(TOTAL_ROW.liability, s, y),
      nim: ratio(nii, averageAssets),
      roa: ratio(netIncome, averageAssets),
      niiChange: 0,
      netIncomeChange: 0,
    };
  };
  const rows = NII_SCENARIOS.map((scenario, s) => ({
    scenario: scenario.id,
    label: scenario.label,
    kind: scenario.kind,
    bp: scenario.bp,
    years: Array.from({ length: years }, (_, y) => row(s, y)),
  }));
  const base = rows[BASE_NII];
  for (const r of rows) {
    r.years.forEach((y, i) => {
      y.niiChange = ratio(y.nii - base.years[i].nii, Math.abs(base.years[i].nii));
      y.netIncomeChange = ratio(y.netIncome - base.years[i].netIncome, Math.abs(base.years[i].netIncome));
    });
  }
  return rows;
}

export function gapSummary(totals: Accumulator): GapRow[] {
  const width = GAP_BUCKETS.length;
  const totalAssets = totals.book[TOTAL_ROW.asset];
  let cumulative = 0;
  return GAP_BUCKETS.map((b, k) => {
    const assets = totals.gap[TOTAL_ROW.asset * width + k];
    const liabilities = totals.gap[TOTAL_ROW.liability * width + k];
    const gap = assets - liabilities;
    cumulative += gap;
    return {
      bucket: b.id,
      label: b.label,
      assets,
      liabilities,
      gap,
      cumulativeGap: cumulative,
      gapToAssets: ratio(gap, totalAssets),
      cumulativeGapToAssets: ratio(cumulative, totalAssets),
    };
  });
}
