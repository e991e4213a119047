import {
  listsReportYear,
  offersWhatIf,
  reportNotInPackageResolution,
  WHAT_IF_PAGE,
  whatIfNeedsPolicyPageText,
} from "@alm/formats";
import { seesAllClients } from "../access/permissions.ts";
import type { ReportDefinitionRow } from "../analysis/report-definitions/report-definition-repository.ts";
import type { Caller } from "../auth/caller.ts";
import { notFound } from "../http/http-error.ts";
import { MEASURE_KEYS, type MeasureKey } from "./what-if-figures.ts";

type Pages = readonly (readonly [reportId: number, year: number])[];

const EXECUTIVE_SUMMARY = 11;
/** Pages of the NEV paragraph (Executive Summary, ALM Summary, NEV Overview). */
const NEV_PARAGRAPH: Pages = [
  [EXECUTIVE_SUMMARY, 1],
  [20, 1],
  [30, 1],
];
/** NEV Summary's table: the NEV ratio and NEV's change in every shock (its text no durations). */
const NEV_SUMMARY: Pages = [[21, 1]];
const POLICY_MATRIX: Pages = [[WHAT_IF_PAGE.reportId, 1]];

/**
 * A client's reader reads the pages its package lists and no other (api/src/http/route-access.ts):
 * a what-if shows it only the measures those pages print. Each measure with the pages (and NII
 * projection year) that print it, in a table or a paragraph; any one of them listed shows it.
 * Staff see every measure.
 */
const SHOWN_ON: Record<MeasureKey, Pages> = {
  NEV_RATIO: [...NEV_PARAGRAPH, ...NEV_SUMMARY, ...POLICY_MATRIX],
  NEV_RATIO_AT_SHOCK: [...NEV_PARAGRAPH, ...NEV_SUMMARY, ...POLICY_MATRIX],
  NEV_CHANGE_AT_SHOCK: [...NEV_PARAGRAPH, ...NEV_SUMMARY, ...POLICY_MATRIX],
  DURATION_MISMATCH: NEV_PARAGRAPH,
  // The NII paragraph of year 1 (Executive Summary, ALM Summary, NII Summary); Projected NII
  // Volatility and NII Dollar Projections have each year.
  NII_YEAR_1: [
    [EXECUTIVE_SUMMARY, 1],
    [20, 1],
    [22, 1],
    [35, 1],
    [55, 1],
  ],
  NII_YEAR_2: [
    [35, 2],
    [55, 2],
  ],
  // The Executive Summary's headline says NII at risk over 12 months and liquidity.
  NII_AT_RISK_12: [
    [EXECUTIVE_SUMMARY, 1],
    [38, 1],
  ],
  NII_AT_RISK_24: [[38, 1]],
  LIQUIDITY: [
    [EXECUTIVE_SUMMARY, 1],
    [29, 1],
  ],
};

/**
 * The measures a caller's what-if shows on a definition. A client's reader whose package leaves
 * the policy page out gets none: the what-if's rating and policy checks are that page's (404, as a
 * page left out of a package is answered).
 */
export function shownMeasures(caller: Caller, definition: ReportDefinitionRow): ReadonlySet<MeasureKey> {
  const entries = definition.selected_sub_report_definitions;
  if (seesAllClients(caller)) return new Set(MEASURE_KEYS);
  if (!offersWhatIf(entries, false)) {
    const error = whatIfNeedsPolicyPageText(definition.name);
    throw notFound(error, [{ error, resolution: reportNotInPackageResolution, field: "reportDefinitionId" }]);
  }
  // An entry without a year lists every year the package projects, and no year past them.
  const listed = (reportId: number, year: number) =>
    year <= Math.max(definition.nii_years, 1) && listsReportYear(entries, reportId, year);
  return new Set(MEASURE_KEYS.filter((key) => SHOWN_ON[key].some(([id, year]) => listed(id, year))));
}
