// The risk figures of the dashboard, read from report pages: one derivation for the web app's
// dashboard and the gateway's firm-wide list.
export { DASHBOARD_TEXTS } from "./dashboard-texts.ts";
export { ncuaRatingNote, ncuaReadingText, type NcuaReadingFigures } from "./ncua-reading.ts";
export { policyOutsideText } from "./policy-count.ts";
export { BREACH_STYLE, breachesLimit, breachFlag, showsBreach, SUMS_TOLERANCE } from "./policy-breach.ts";
export { rankClients, type RankedClient } from "./firm-ranking.ts";
export {
  includesPage,
  latestPublished,
  publishedQuarters,
  shockOf,
  type DefinitionSummary,
  type Quarter,
  type QuarterCandidate,
} from "./quarters.ts";
export {
  cellText,
  cellValues,
  figureOf,
  findRow,
  pageTableOf,
  type CellData,
  type CellValue,
  type Figure,
  type PageColumn,
  type PageRow,
  type PageTable,
  type ReportPage,
} from "./report-page.ts";
export * from "./dashboard-contract.ts";
export {
  METRICS,
  policyLimit,
  RATINGS,
  SOURCE_PAGES,
  type Metric,
  type Reading,
  type SourcePage,
  type Tone,
} from "./risk-figures.ts";
