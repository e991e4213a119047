import { DASHBOARD_PAGES } from "@alm/formats";
import { listsReport } from "@alm/formats";
import type { ReportContext } from "../report-context.ts";

/** The page that shows each scenario's curve and where the zero floor acted. */
export const RATE_SCENARIO_PAGE = { reportId: 89, title: "Rate Scenario Definitions" } as const;

/** Pages a narrative points its reader to. */
export const REFERENCED_PAGES = {
  rateScenarios: RATE_SCENARIO_PAGE,
  liquidityGap: { reportId: 40, title: "Contractual Liquidity Gap" },
  policy: DASHBOARD_PAGES.policy,
} as const;

/**
 * " (Rate Scenario Definitions)": a narrative's pointer to another page, only when the report
 * definition's package has that page. A reader is never sent to a page the package leaves out;
 * the sentence around the pointer says what the reader needs without it.
 */
export function pageReference(
  ctx: Pick<ReportContext, "definition">,
  page: keyof typeof REFERENCED_PAGES,
): string {
  const { reportId, title } = REFERENCED_PAGES[page];
  return listsReport(ctx.definition.selected_sub_report_definitions, reportId) ? ` (${title})` : "";
}
