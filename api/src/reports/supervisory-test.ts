import type { DataSide } from "./report-context.ts";
import { rolledLeaves, type TreeNode } from "./report-tree.ts";
import { marketValue } from "./measures.ts";

export type RiskRating = "Low" | "Moderate" | "High";

/**
 * NCUA's NEV Supervisory Test and its risk rating: non-maturity shares at standardized prices,
 * every other position at the model's value, and one rating read from a table of the post-shock
 * NEV ratio against the NEV decline, both at the +300 bp shock.
 *
 * Source: NCUA Letter to Credit Unions 16-CU-08 (Revised Interest Rate Risk Supervision, effective
 * 2017-01-01; the test and its risk levels, described in the Guide to Using NCUA's IRR Examination
 * Procedures Workbook, Tab A), as revised by Supervisory Letter SL 22-01 (Updates to Interest Rate
 * Risk Supervisory Framework, September 2022), which removed the Extreme classification: its cells
 * now rate High, the most severe result. The two measures are not classified each on its own with
 * the more severe deciding: the post-shock ratio (capital left after the shock) selects the row and
 * the decline moves the rating within it, so a well-capitalized credit union with a large decline
 * can rate Low. Practitioners' published worked examples read the table so: 8.26 % with a 28.61 %
 * decline rates Low, 6.47 % with a 33.35 % decline rates Moderate (supervisory-test.test.ts).
 */
export interface SupervisoryTestParams {
  source: string;
  shock: "300";
  /** Price per 100 of balance of non-maturity shares, at base and at the shock. */
  nonMaturitySharePrice: { base: number; shock: number };
}

/**
 * The table's row bounds on the post-shock NEV ratio, highest first: a ratio above the first is
 * the first row, one at or above the next the following row, and so on; below the last, the last
 * row. The table is the regulator's, not a setting: a revision of it is a change of this file.
 */
export const RATIO_BANDS = [0.07, 0.04, 0.02] as const;
/** The column bounds on the NEV decline, lowest first: a decline up to the first is the first column. */
export const DECLINE_BANDS = [0.15, 0.25, 0.5] as const;

/** NCUA's table: `MATRIX[row][column]`, rows by post-shock ratio, columns by decline (SL 22-01: no Extreme). */
export const MATRIX: readonly (readonly RiskRating[])[] = [
  ["Low", "Low", "Low", "Moderate"],
  ["Low", "Moderate", "Moderate", "High"],
  ["Moderate", "High", "High", "High"],
  ["High", "High", "High", "High"],
];

export const NCUA_SUPERVISORY_TEST: SupervisoryTestParams = {
  source:
    "NCUA Letter to Credit Unions 16-CU-08 and Supervisory Letter SL 22-01 (NEV Supervisory Test, risk ratings)",
  shock: "300",
  nonMaturitySharePrice: { base: 99.0, shock: 95.04 },
};

/** The numbers in a report's data version: a page computed under other thresholds is not served from cache. */
export const supervisoryTestKey = ({ nonMaturitySharePrice: p }: SupervisoryTestParams): string =>
  `ncua2:${p.base},${p.shock}`;

/** The row of a post-shock ratio (null, no assets: the last row). */
export function ratioRow(ratio: number | null): number {
  const [first, second, third] = RATIO_BANDS;
  if (ratio === null) return 3;
  return ratio > first ? 0 : ratio >= second ? 1 : ratio >= third ? 2 : 3;
}

/** The column of a change of NEV (negative for a decline; null, no NEV: the last column). */
export function declineColumn(sensitivity: number | null): number {
  const decline = sensitivity === null ? Infinity : -sensitivity;
  const [first, second, third] = DECLINE_BANDS;
  return decline <= first ? 0 : decline <= second ? 1 : decline <= third ? 2 : 3;
}

/** The rating of the table's cell for a post-shock ratio and a change of NEV. */
export const matrixRating = (ratio: number | null, sensitivity: number | null): RiskRating =>
  MATRIX[ratioRow(ratio)]?.[declineColumn(sensitivity)] ?? "High";

/** The table's row and column headings, as the page and the dashboard name the cell. */
const bandPercent = (v: number) => `${Number((v * 100).toFixed(2))}%`;
const [r1, r2, r3] = RATIO_BANDS.map(bandPercent);
const [d1, d2, d3] = DECLINE_BANDS.map(bandPercent);
export const BAND_LABELS = {
  rows: [`Above ${r1}`, `${r2} to ${r1}`, `${r3} to ${r2}`, `Below ${r3}`],
  columns: [`Up to ${d1}`, `Over ${d1} to ${d2}`, `Over ${d2} to ${d3}`, `Over ${d3}`],
} as const;

export interface SupervisoryTestResult {
  nonMaturityShares: { balance: number; modelValue: { base: number; shock: number } };
  nev: { base: number; shock: number };
  assets: { base: number; shock: number };
  postShockRatio: number | null;
  /** Change of NEV from base to the shock, a fraction (negative for a decline). */
  sensitivity: number | null;
  /** The cell of NCUA's table that applies, by index and by its headings. */
  cell: { row: number; column: number; ratioBand: string; declineBand: string };
  /** The cell's rating. */
  rating: RiskRating;
}

/** The test on a data set's results: the liabilities' non-maturity shares repriced, the rest as modelled. */
export function supervisoryTest(
  params: SupervisoryTestParams,
  side: DataSide,
  roots: readonly TreeNode[],
): SupervisoryTestResult {
  const { shock, nonMaturitySharePrice: price } = params;
  const shares = { balance: 0, base: 0, shock: 0 };
  for (const root of roots.filter((r) => r.side === "liability")) {
    for (const leaf of rolledLeaves(root)) {
      const sums = side.results.assumptions[String(leaf.id)];
      if (!sums || sums.byKind.nonmaturity === 0 || sums.balance === 0) continue;
      const part = sums.byKind.nonmaturity / sums.balance;
      shares.balance += sums.byKind.nonmaturity;
      shares.base += part * (marketValue(leaf.base, "Base") ?? 0);
      shares.shock += part * (marketValue(leaf.base, shock) ?? 0);
    }
  }
  const { asset, liability } = side.results.engine.totals;
  const at = (id: string, modelled: number, standard: number) => {
    const assets = marketValue(asset, id) ?? 0;
    const liabilities = (marketValue(liability, id) ?? 0) - modelled + (shares.balance * standard) / 100;
    return { assets, nev: assets - liabilities };
  };
  const base = at("Base", shares.base, price.base);
  const shocked = at(shock, shares.shock, price.shock);
  const postShockRatio = shocked.assets === 0 ? null : shocked.nev / shocked.assets;
  const sensitivity = base.nev === 0 ? null : (shocked.nev - base.nev) / Math.abs(base.nev);
  const row = ratioRow(postShockRatio);
  const column = declineColumn(sensitivity);
  return {
    nonMaturityShares: { balance: shares.balance, modelValue: { base: shares.base, shock: shares.shock } },
    nev: { base: base.nev, shock: shocked.nev },
    assets: { base: base.assets, shock: shocked.assets },
    postShockRatio,
    sensitivity,
    cell: {
      row,
      column,
      ratioBand: BAND_LABELS.rows[row] ?? "",
      declineBand: BAND_LABELS.columns[column] ?? "",
    },
    rating: MATRIX[row]?.[column] ?? "High",
  };
}
