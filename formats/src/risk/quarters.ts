import { dateParts, formatDatePattern } from "../dates.ts";
import { DASHBOARD_PAGES } from "./dashboard-contract.ts";

export interface DefinitionSummary {
  id: string;
  name: string;
  asOfDate?: string | null;
  isPublished: boolean;
  publishedDate?: string | null;
  shockScenario: number;
  selectedReports: readonly { reportId: number }[];
  /** The base data set's type as the schema names it (WHAT_IF, STANDARD …); unknown when absent. */
  baseDataSetType?: string | null;
}

/** What places a definition among the published quarters. */
export type QuarterCandidate = Pick<
  DefinitionSummary,
  "asOfDate" | "isPublished" | "publishedDate" | "baseDataSetType" | "selectedReports"
>;

export interface Quarter<D extends QuarterCandidate = DefinitionSummary> {
  /** The as-of date, YYYY-MM-DD. */
  date: string;
  /** As the reports show dates. */
  label: string;
  definition: D;
}

/** The pages the dashboard's figures are read from (DASHBOARD_PAGES), by catalogue id. */
export const DASHBOARD_REPORT_IDS = Object.values(DASHBOARD_PAGES).map((page) => page.reportId);

/** How many of the pages the risk figures are read from a definition includes. */
const riskPagesOf = (definition: QuarterCandidate) =>
  DASHBOARD_REPORT_IDS.filter((id) => definition.selectedReports.some((r) => r.reportId === id)).length;

/** Whether `a` stands for its quarter rather than `b`: more of the risk pages, then published later. */
const standsBefore = (a: QuarterCandidate, b: QuarterCandidate) =>
  riskPagesOf(a) - riskPagesOf(b) || ((a.publishedDate ?? "") > (b.publishedDate ?? "") ? 1 : -1);

/**
 * The published quarters of a client, oldest first: one per as-of date. Of a date's several
 * definitions, the one that includes the most of the pages the risk figures are read from, and of
 * those the one published last (a republished or corrected package replaces the earlier one): a
 * board summary of a few pages published after the full package does not hide the quarter's
 * figures. A package on a What If data set is a hypothetical balance sheet, not the institution's
 * quarter: it never becomes the latest reading nor a point of a trend (the api's default trend
 * points keep that rule; they read each date's data set, not its pages, so they need no other).
 */
export function publishedQuarters<D extends QuarterCandidate>(definitions: readonly D[]): Quarter<D>[] {
  const byDate = new Map<string, Quarter<D>>();
  for (const definition of definitions) {
    const counted = definition.isPublished && definition.baseDataSetType !== "WHAT_IF";
    const parts = counted ? dateParts(definition.asOfDate) : null;
    if (!parts) continue;
    const date = formatDatePattern(parts, "YYYY-MM-DD");
    const held = byDate.get(date)?.definition;
    if (!held || standsBefore(definition, held) > 0) {
      byDate.set(date, { date, label: formatDatePattern(parts), definition });
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The package a client reads as current: the latest published quarter's definition, the one the
 * risk dashboard's tiles and the firm-wide list read; undefined when nothing is published.
 */
export const latestPublished = <D extends QuarterCandidate>(definitions: readonly D[]): D | undefined =>
  publishedQuarters(definitions).at(-1)?.definition;

/** Whether a definition includes a report page (a package may leave pages out). */
export const includesPage = (definition: DefinitionSummary, reportId: number) =>
  definition.selectedReports.some((r) => r.reportId === reportId);

/** The shock scenario as the pages name it: '300' for +300 bp. */
export const shockOf = (definition: DefinitionSummary) => String(definition.shockScenario);
