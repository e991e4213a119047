import { DURATION_MISMATCH_NOTE, durationsText } from "../duration-mismatch.ts";
import { formatMillions } from "../units.ts";
import {
  ALM_SUMMARY,
  DASHBOARD_PAGES,
  EARNINGS_AT_RISK,
  LIQUIDITY_SOURCES,
  POLICY_MATRIX,
  policyRowId,
  SUPERVISORY_TEST,
} from "./dashboard-contract.ts";
import { DASHBOARD_TEXTS as T } from "./dashboard-texts.ts";
import { showsBreach } from "./policy-breach.ts";
import {
  cellText,
  figureOf,
  findRow,
  type Figure,
  type PageRow,
  type PageTable,
  type ReportPage,
} from "./report-page.ts";

/** The report pages the dashboard reads: every figure on it is a cell of one of them. */
export const SOURCE_PAGES = DASHBOARD_PAGES;

export type SourcePage = (typeof SOURCE_PAGES)[keyof typeof SOURCE_PAGES];

/** NCUA's ratings from the least to the most severe (the api's supervisory test names them). */
export const RATINGS = ["Low", "Moderate", "High"] as const;

export type Tone = "success" | "warning" | "error";

/** What a tile shows of one quarter. */
export interface Reading {
  headline: Figure;
  /** Said after the headline when the page's row names a unit (years). */
  unit: string | null;
  /** Further figures of the same page, each with its label there. */
  lines: { label: string; text: string }[];
  status: { text: string; tone: Tone } | null;
  /**
   * The headline is beyond its board limit (the matrix's flag on its figure, showsBreach): drawn
   * as the report tables draw it (BREACH_STYLE), not only said by the status.
   */
  breach?: boolean;
  /** The number the quarter adds to the tile's trend; null leaves a gap. */
  trend: number | null;
  /** That number as the page shows it. */
  trendText: string;
  /** How the headline is computed, where a reader's own sum of the figures it comes from may differ. */
  note?: string;
}

export interface Metric {
  key: string;
  title: (shock: string) => string;
  /** What the trend line plots, when not the headline. */
  trendTitle?: string;
  page: SourcePage;
  read(page: ReportPage, shock: string): Reading | null;
}

const policyStatus = (breach: unknown) =>
  breach === true
    ? { text: T.outsidePolicy, tone: "error" as const }
    : { text: T.withinPolicy, tone: "success" as const };

/**
 * The client's limit of a measure in a scenario, as the compliance matrix states it (a minimum
 * ratio, or the largest decline allowed, negative): what a goal seek starts its target at.
 */
export function policyLimit(
  page: ReportPage,
  measure: "nevRatio" | "nevChange",
  scenario: string,
): Figure | null {
  const found = findRow(page, POLICY_MATRIX.table, policyRowId(measure, scenario));
  return found && figureOf(found.table, found.row, POLICY_MATRIX.limit);
}

/** A measure of the compliance matrix against the client's limit: row `{measure}:{scenario}`. */
function againstPolicy(page: ReportPage, rowId: string, limitLabel: string): Reading | null {
  const found = findRow(page, POLICY_MATRIX.table, rowId);
  if (!found) return null;
  const value = figureOf(found.table, found.row, POLICY_MATRIX.value);
  const limit = figureOf(found.table, found.row, POLICY_MATRIX.limit);
  if (!value || !limit) return null;
  return {
    headline: value,
    // Which NEV it is goes in a line: a unit after the figure read "11.77% firm's deposit model".
    unit: null,
    lines: [
      { label: limitLabel, text: limit.text },
      { label: T.depositValuation, text: T.firmModelLine },
    ],
    status: policyStatus(found.row.values[POLICY_MATRIX.breach]),
    breach: showsBreach({ field: POLICY_MATRIX.value }, found.row.values),
    trend: value.value,
    trendText: value.text,
  };
}

const ratingTone = (rating: string): Tone =>
  rating === "Low" ? "success" : rating === "Moderate" ? "warning" : "error";

/** A value of a table (not of a row) by its field. */
const tableValue = (table: PageTable | undefined, field: string) =>
  table?.values.find((v) => v.field === field);

/** The supervisory test's rating (the cell of NCUA's table that applies), its two measures and that cell. */
function supervisoryRating(page: ReportPage): Reading | null {
  const table = page.tables.find((t) => t.source === SUPERVISORY_TEST.table);
  const rating = tableValue(table, "rating")?.text;
  const cellName = tableValue(table, "cell")?.text;
  const ratio = findRow(page, SUPERVISORY_TEST.table, SUPERVISORY_TEST.postShockRatio);
  const sensitivity = findRow(page, SUPERVISORY_TEST.table, SUPERVISORY_TEST.sensitivity);
  if (!rating || !ratio || !sensitivity) return null;
  const ratioFigure = figureOf(ratio.table, ratio.row, SUPERVISORY_TEST.value);
  const sensitivityFigure = figureOf(sensitivity.table, sensitivity.row, SUPERVISORY_TEST.value);
  if (!ratioFigure || !sensitivityFigure) return null;
  return {
    headline: { value: null, text: rating },
    unit: null,
    lines: [
      { label: T.postShockRatio, text: ratioFigure.text },
      { label: T.sensitivity, text: sensitivityFigure.text },
      ...(cellName ? [{ label: T.ncuaCell, text: cellName }] : []),
    ],
    status: { text: T.ratingOf(rating), tone: ratingTone(rating) },
    trend: ratioFigure.value,
    trendText: `${ratioFigure.text} (${rating})`,
  };
}

/**
 * NII at risk over a horizon as Earnings at Risk computes it (the largest decline across the
 * scenarios, api/src/reports/headline.ts), formatted as that page's change column.
 */
function niiAtRisk(page: ReportPage, months: 12 | 24): Reading | null {
  const table = page.tables.find((t) => t.source === EARNINGS_AT_RISK.table);
  const value = tableValue(table, EARNINGS_AT_RISK.niiAtRisk(months))?.value;
  const scenario = tableValue(table, EARNINGS_AT_RISK.scenario(months))?.text;
  const column = table?.columns.find((c) => c.field === EARNINGS_AT_RISK.percentColumn(months));
  if (value === undefined || value === null || !scenario || !column) return null;
  const figure = { value, text: cellText(value, column, null) };
  return {
    headline: figure,
    unit: null,
    lines: [{ label: T.worstScenario, text: scenario }],
    status: null,
    trend: figure.value,
    trendText: figure.text,
  };
}

/**
 * A cell as a tile shows it: as the page's grid does, except dollars, which a tile shows with
 * their currency in millions ('$292.1M'): the grid's column header names its unit, a tile has none.
 */
function tileFigure(table: PageTable, row: PageRow, field: string): Figure | null {
  const figure = figureOf(table, row, field);
  const column = table.columns.find((c) => c.field === field);
  if (!figure || column?.format !== "CURRENCY" || figure.value === null) return figure;
  return { value: figure.value, text: formatMillions(figure.value) };
}

/** One cell of a row as the headline. */
function cell(page: ReportPage, source: string, rowId: string, field: string, unit: string): Reading | null {
  const found = findRow(page, source, rowId);
  const figure = found && tileFigure(found.table, found.row, field);
  if (!found || !figure) return null;
  return { headline: figure, unit, lines: [], status: null, trend: figure.value, trendText: figure.text };
}

function liquidity(page: ReportPage): Reading | null {
  const found = findRow(page, LIQUIDITY_SOURCES.table, LIQUIDITY_SOURCES.total);
  const available = found && tileFigure(found.table, found.row, LIQUIDITY_SOURCES.available);
  const share = found && figureOf(found.table, found.row, LIQUIDITY_SOURCES.availableShare);
  if (!found || !available || !share) return null;
  return {
    headline: available,
    unit: null,
    lines: [{ label: T.shareOfAssets, text: share.text }],
    status: null,
    trend: available.value,
    trendText: available.text,
  };
}

/** The dashboard's tiles in order: the economic value and its rating, then earnings and liquidity. */
export const METRICS: readonly Metric[] = [
  {
    key: "rating",
    title: () => T.rating,
    trendTitle: T.postShockRatio,
    page: SOURCE_PAGES.policy,
    read: supervisoryRating,
  },
  {
    key: "nevRatio",
    title: () => T.nevRatio,
    page: SOURCE_PAGES.policy,
    read: (page) => againstPolicy(page, policyRowId("nevRatio", "Base"), T.policyMinimum),
  },
  {
    key: "nevShockChange",
    title: (shock) => T.nevShockChange(shock),
    page: SOURCE_PAGES.policy,
    read: (page, shock) => againstPolicy(page, policyRowId("nevChange", shock), T.policyLargestDecline),
  },
  {
    key: "durationMismatch",
    title: () => T.durationMismatch,
    page: SOURCE_PAGES.almSummary,
    read: (page) => {
      const reading = cell(
        page,
        ALM_SUMMARY.table,
        ALM_SUMMARY.durationMismatch,
        ALM_SUMMARY.scenarioColumn("Base"),
        T.durationUnit,
      );
      if (!reading) return null;
      // "Assets less liabilities" invites subtracting the durations: the tile shows them, with
      // the note saying why their printed difference may end in another digit.
      const table = page.tables.find((t) => t.source === ALM_SUMMARY.table);
      const [assets, liabilities] = [ALM_SUMMARY.assetDuration, ALM_SUMMARY.liabilityDuration].map(
        (field) => tableValue(table, field)?.value,
      );
      const durations =
        typeof assets === "number" && typeof liabilities === "number"
          ? [{ label: T.durations, text: durationsText(assets, liabilities) }]
          : [];
      return { ...reading, lines: durations, note: DURATION_MISMATCH_NOTE };
    },
  },
  {
    key: "niiAtRisk12",
    title: () => T.niiAtRisk12,
    page: SOURCE_PAGES.earnings,
    read: (page) => niiAtRisk(page, 12),
  },
  {
    key: "niiAtRisk24",
    title: () => T.niiAtRisk24,
    page: SOURCE_PAGES.earnings,
    read: (page) => niiAtRisk(page, 24),
  },
  { key: "liquidity", title: () => T.liquidity, page: SOURCE_PAGES.liquidity, read: liquidity },
];
