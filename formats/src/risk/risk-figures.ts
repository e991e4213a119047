import { DASHBOARD_TEXTS as T } from "./dashboard-texts.ts";
import { figureOf, findRow, type Figure, type ReportPage } from "./report-page.ts";

/**
 * The report pages the dashboard reads (catalogue ids, api/src/reports/pages): every figure on
 * it is a cell of one of them, and each tile links to its page.
 */
export const SOURCE_PAGES = {
  policy: { reportId: 27, title: "Compliance with Policy Matrix" },
  earnings: { reportId: 38, title: "Earnings at Risk" },
  almSummary: { reportId: 20, title: "ALM Summary" },
  liquidity: { reportId: 29, title: "Liquidity" },
} as const;

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
  /** The number the quarter adds to the tile's trend; null leaves a gap. */
  trend: number | null;
  /** That number as the page shows it. */
  trendText: string;
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

/** A measure of the compliance matrix against the client's limit: row `{measure}:{scenario}`. */
function againstPolicy(page: ReportPage, rowId: string, limitLabel: string): Reading | null {
  const found = findRow(page, "grid1", rowId);
  if (!found) return null;
  const value = figureOf(found.table, found.row, "value");
  const limit = figureOf(found.table, found.row, "limit");
  if (!value || !limit) return null;
  return {
    headline: value,
    unit: null,
    lines: [{ label: limitLabel, text: limit.text }],
    status: policyStatus(found.row.values.breach),
    trend: value.value,
    trendText: value.text,
  };
}

const ratingTone = (rating: string): Tone =>
  rating === "Low" ? "success" : rating === "Moderate" ? "warning" : "error";

/** The supervisory test's overall rating (the table's own value) and its two measures. */
function supervisoryRating(page: ReportPage): Reading | null {
  const table = page.tables.find((t) => t.source === "grid2");
  const rating = table?.values.find((v) => v.field === "rating")?.text;
  const ratio = findRow(page, "grid2", "postShockRatio");
  const sensitivity = findRow(page, "grid2", "sensitivity");
  if (!rating || !ratio || !sensitivity) return null;
  const ratioFigure = figureOf(ratio.table, ratio.row, "value");
  const sensitivityFigure = figureOf(sensitivity.table, sensitivity.row, "value");
  if (!ratioFigure || !sensitivityFigure) return null;
  return {
    headline: { value: null, text: rating },
    unit: null,
    lines: [
      { label: T.postShockRatio, text: ratioFigure.text },
      { label: T.sensitivity, text: sensitivityFigure.text },
    ],
    status: { text: T.ratingOf(rating), tone: ratingTone(rating) },
    trend: ratioFigure.value,
    trendText: `${ratioFigure.text} (${rating})`,
  };
}

/** The largest decline of cumulative NII over a horizon across the page's scenarios, with its scenario. */
function niiAtRisk(page: ReportPage, field: "percent12" | "percent24"): Reading | null {
  const table = page.tables.find((t) => t.source === "grid1");
  if (!table) return null;
  let worst: { figure: Figure; scenario: string } | null = null;
  for (const row of table.rows) {
    const figure = figureOf(table, row, field);
    if (figure?.value == null) continue;
    if (!worst || figure.value < (worst.figure.value ?? 0)) {
      worst = { figure, scenario: String(row.values.description ?? row.key) };
    }
  }
  if (!worst) return null;
  return {
    headline: worst.figure,
    unit: null,
    lines: [{ label: T.worstScenario, text: worst.scenario }],
    status: null,
    trend: worst.figure.value,
    trendText: worst.figure.text,
  };
}

/** One cell of a row as the headline. */
function cell(page: ReportPage, source: string, rowId: string, field: string, unit: string): Reading | null {
  const found = findRow(page, source, rowId);
  const figure = found && figureOf(found.table, found.row, field);
  if (!found || !figure) return null;
  return { headline: figure, unit, lines: [], status: null, trend: figure.value, trendText: figure.text };
}

function liquidity(page: ReportPage): Reading | null {
  const found = findRow(page, "grid1", "total");
  const available = found && figureOf(found.table, found.row, "available");
  const balance = found && figureOf(found.table, found.row, "balance");
  const mix = found && figureOf(found.table, found.row, "mix");
  if (!found || !available || !balance || !mix) return null;
  return {
    headline: available,
    unit: null,
    lines: [{ label: T.shareOfAssets, text: `${balance.text} (${mix.text})` }],
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
    read: (page) => againstPolicy(page, "nevRatio:Base", T.policyMinimum),
  },
  {
    key: "nevShockChange",
    title: (shock) => T.nevShockChange(shock),
    page: SOURCE_PAGES.policy,
    read: (page, shock) => againstPolicy(page, `nevChange:${shock}`, T.policyLargestDecline),
  },
  {
    key: "durationMismatch",
    title: () => T.durationMismatch,
    page: SOURCE_PAGES.almSummary,
    read: (page) => cell(page, "grid1", "durationMismatch", "dataset1_Base", T.durationUnit),
  },
  {
    key: "niiAtRisk12",
    title: () => T.niiAtRisk12,
    page: SOURCE_PAGES.earnings,
    read: (page) => niiAtRisk(page, "percent12"),
  },
  {
    key: "niiAtRisk24",
    title: () => T.niiAtRisk24,
    page: SOURCE_PAGES.earnings,
    read: (page) => niiAtRisk(page, "percent24"),
  },
  { key: "liquidity", title: () => T.liquidity, page: SOURCE_PAGES.liquidity, read: liquidity },
];
