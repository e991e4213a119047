import type { Measures, NevSummaryRow, NiiYearRow, Sensitivity } from "@alm/engine";
import { GAP_BUCKETS, SHOCKS } from "@alm/engine";
import { scenarioName } from "@alm/formats";
import type { StoredResults } from "../runs/compute-results.ts";

/** The report definition's NII scenario choice (spec: declining -300, rising +300, shock +300). */
export interface ScenarioChoice {
  declining: number;
  rising: number;
  shock: number;
}

export type NiiColumn = "declining" | "base" | "rising" | "shock";
export const NII_COLUMNS: readonly NiiColumn[] = ["declining", "base", "rising", "shock"];
/** The columns that move NII away from Base: what NII sensitivity is measured over. */
export const NII_CHANGE_COLUMNS = ["declining", "rising", "shock"] as const satisfies readonly NiiColumn[];
export const NII_COLUMN_LABELS: Record<NiiColumn, string> = {
  declining: "Declining",
  base: "Base",
  rising: "Rising",
  shock: "Shock",
};

export const shockId = (bp: number) => (bp === 0 ? "Base" : String(bp));
export const rampId = (bp: number) => (bp === 0 ? "Base" : `Ramp${bp > 0 ? "+" : ""}${bp}`);

/**
 * The change of the NEV ratio from Base in a scenario, in basis points, named for what it is: it
 * was "Sensitivity (bp)", and "NEV Sensitivity" is NCUA's name for another measure, the percent
 * change of NEV in its supervisory test (Compliance with Policy Matrix): an examiner read the two
 * as one. "From Base": NEV Volatility's ratio also has a change from the prior date beside it.
 */
export const NEV_RATIO = "NEV Ratio";
/** The same column's header under a "NEV Ratio" group (NEV Volatility), where the group says the measure. */
export const CHANGE_FROM_BASE_BP = "Change from Base (bp)";
export const NEV_RATIO_CHANGE_BP = `${NEV_RATIO} ${CHANGE_FROM_BASE_BP}`;

/** The x axis of a chart over the rate shocks: its categories are sizes ('-400' … '+500'). */
export const SHOCK_AXIS = "Rate shock (bp)";

/** NII scenario id of a column: declining and rising are 12-month ramps, shock is instantaneous. */
export function niiScenarioId(column: NiiColumn, choice: ScenarioChoice): string {
  switch (column) {
    case "declining":
      return rampId(choice.declining);
    case "rising":
      return rampId(choice.rising);
    case "shock":
      return shockId(choice.shock);
    case "base":
      return "Base";
  }
}

/** NEV shock id of a column: the same sizes, as instantaneous shocks. */
export function nevScenarioId(column: NiiColumn, choice: ScenarioChoice): string {
  return column === "base" ? "Base" : shockId(choice[column]);
}

/**
 * Under a table whose rows are NEV and NII measures in the columns Declining, Rising and Shock:
 * one column reads another scenario per row (nevScenarioId, niiScenarioId), which the header
 * alone does not say.
 */
export const SCENARIO_COLUMNS_FOOTER =
  "Declining and Rising are rate shocks for the NEV rows, where Rising reads the same as Shock when they are of one size (+300 bp unless the definition sets others), and rate ramps over 12 months for the NII and net income rows; Shock is the rate shock in every row.";

export const SHOCK_IDS: readonly string[] = SHOCKS.map((s) => s.id);
export const shockLabel = (id: string) => SHOCKS.find((s) => s.id === id)?.label ?? id;

/**
 * Whether a folder is not valued: it has a book value but no market value in any scenario. That is
 * an accounting adjustment (the engine's amortization "adjustment", such as the unrealized gain or
 * loss on AFS securities, ASC 320): the securities' fair values already hold it, so it is never
 * valued again. Its market value, price and durations are missing (N/A), not 0 and 0.00; the
 * totals, summed by the engine, count it at 0 as NEV must.
 */
export function notValued(m: Measures | undefined): boolean {
  if (!m?.nev || m.bookValue === 0) return false;
  for (const id in m.nev) if (m.nev[id]?.marketValue !== 0) return false;
  return true;
}

/**
 * What a NII page's rate is, beside its yields: a CFO found a page's "Average Rate" of 3.89% did not
 * come from its row's income over its average balance (3.69%), and the same label stood for the
 * base's rate on one page and the shock's on another (a review, 2026-12-07). The engine's
 * `averageRate` is income over the balances that bear a rate; `yield` is over the whole balance.
 */
export const EARNING_RATE_FOOTER = (scenario: "base" | "shock") =>
  `The rate on earning balances is the ${scenario === "base" ? "base scenario's" : "shock's"} interest over the average balance of the positions that bear a rate; it leaves out balances that earn or cost nothing (cash on hand, fixed and other assets, other liabilities), which the average balance shown includes. ${scenario === "base" ? "Each scenario's yield" : "A yield"} is its interest over that whole average balance.`;

/** What the footer of every table showing folders' values says of the N/A of those not valued. */
export const NOT_VALUED_FOOTER =
  "N/A for a line with a book value: an accounting adjustment, such as the unrealized gain or loss on AFS securities, has no market value of its own (the securities' fair values already hold it), so it has no price or duration either; the totals count it at 0.";

/** A folder's NEV measures at a shock; null where there are none or it is not valued. */
export function nevAt(m: Measures | undefined, id: string): Sensitivity | null {
  const at = m?.nev?.[id];
  // A market value at this shock settles it: the folder is valued (reports ask this per cell).
  if (at && at.marketValue !== 0) return at;
  return notValued(m) ? null : (at ?? null);
}
export const marketValue = (m: Measures | undefined, id: string) => nevAt(m, id)?.marketValue ?? null;
export const interestAt = (m: Measures | undefined, id: string, year: number) =>
  m?.nii?.[id]?.[year - 1] ?? null;

export function nevRow(results: StoredResults, id: string): NevSummaryRow {
  const row = results.engine.nevSummary.find((r) => r.scenario === id);
  if (!row) throw new Error(`No NEV result for scenario ${id}.`);
  return row;
}

export function niiRow(results: StoredResults, id: string, year: number): NiiYearRow {
  const row = results.engine.niiSummary.find((r) => r.scenario === id)?.years[year - 1];
  if (!row) throw new Error(`No NII result for scenario ${id}, year ${year}.`);
  return row;
}

/** a − b, null when either is missing. */
export const minus = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a === null || a === undefined || b === null || b === undefined ? null : a - b;

/** a / b, null when either is missing or b is 0. */
export const ratio = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a === null || a === undefined || b === null || b === undefined || b === 0 ? null : a / b;

/** What a report sends for a ratio that is not meaningful; the web and the workbooks print it as is. */
export const NOT_MEANINGFUL = "n/m";

/** A share's denominator below this fraction of its scale (e.g. an NEV change under 1 % of NEV) is near zero. */
export const NEAR_ZERO_FRACTION = 0.01;
/**
 * A whole that is less than half of its largest side is mostly the sides offsetting each other:
 * assets gaining $10M while liabilities lose $9M leave $1M, and "assets are 1,000% of the change"
 * says nothing about where the risk is.
 */
export const OFFSETTING_FRACTION = 0.5;

/**
 * part / whole, or 'n/m' when the whole is too small to divide by: beside `scale` (a near-zero NEV
 * change would print thousands of percent), or beside the largest of the `sides` it nets (assets
 * and liabilities moving against each other). Null when a value is missing.
 */
export function shareOf(
  part: number | null | undefined,
  whole: number | null | undefined,
  scale: number | null | undefined,
  sides: readonly (number | null | undefined)[] = [],
): number | typeof NOT_MEANINGFUL | null {
  if (part === null || part === undefined || whole === null || whole === undefined) return null;
  const largestSide = Math.max(0, ...sides.map((s) => Math.abs(s ?? 0)));
  const nearZero =
    whole === 0 ||
    Math.abs(whole) < NEAR_ZERO_FRACTION * Math.abs(scale ?? 0) ||
    Math.abs(whole) < OFFSETTING_FRACTION * largestSide;
  return nearZero ? NOT_MEANINGFUL : part / whole;
}

/** What a chart plots of a share: the number, or nothing where it is n/m or missing. */
export const plottable = (value: number | typeof NOT_MEANINGFUL | null) =>
  typeof value === "number" ? value : null;

export const sum = (values: readonly (number | null | undefined)[]) =>
  values.reduce<number>((acc, v) => acc + (v ?? 0), 0);

/** Sign of a side in NEV and NII: assets add, liabilities (and capital's cost) subtract. */
export const sideSign = (side: string) =>
  side === "asset" ? 1 : side === "liability" || side === "capital" ? -1 : 0;

/** A NII column's scenario as readers are told it: "-300 bp ramp", "Base", "+300 bp shock". */
export const niiColumnName = (column: NiiColumn, choice: ScenarioChoice) =>
  scenarioName(niiScenarioId(column, choice));

/** The gap buckets that end within a year of the as-of date (0-3, 3-6 and 6-12 months). */
const FIRST_YEAR_BUCKETS = GAP_BUCKETS.filter((b) => b.toMonth !== null && b.toMonth <= 12).length;

/** What a gap or liquidity vector (by GAP_BUCKETS) holds within the first year. */
export const firstYearOf = (buckets: readonly number[] | undefined) =>
  sum((buckets ?? []).slice(0, FIRST_YEAR_BUCKETS));
