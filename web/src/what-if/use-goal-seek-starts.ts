import { useQuery } from "@apollo/client/react";
import { DASHBOARD_PAGES, policyLimit, type Figure } from "@alm/formats";
import { pageKey, reportPageVariables } from "../dashboard/dashboard-page-keys.ts";
import { DashboardReportQuery } from "../dashboard/dashboard-queries.ts";
import { toReportPage } from "../dashboard/report-page.ts";
import { COMMON_STARTS, type TargetKind } from "./goal-seek-inputs.ts";

export interface GoalSeekStarts {
  /** What each target's value starts at when picked. */
  values: Record<TargetKind, string>;
  /** The client's limit behind a start, as its Compliance with Policy Matrix shows it. */
  limits: Partial<Record<TargetKind, string>>;
}

/** A fraction as the goal seek's percent field takes it: -0.35 as "-35". */
const percentOf = (fraction: number) => String(Number((fraction * 100).toFixed(4)));

/**
 * Where the NEV targets start: the client's own limits at the definition's shock, read from its
 * Compliance with Policy Matrix (the page a client's what-if needs, and the one the dashboard and
 * the report card read: its cache entry), so a goal seek asks by default what the board asks.
 * Common values while the page is loading or where the package does not state a limit.
 */
export function useGoalSeekStarts(
  definitionId: string | undefined,
  shock: string | undefined,
): GoalSeekStarts {
  const { data } = useQuery(DashboardReportQuery, {
    variables: reportPageVariables(pageKey(definitionId ?? "", DASHBOARD_PAGES.policy.reportId)),
    skip: !definitionId || !shock,
  });
  const page = data?.report ? toReportPage(data.report) : null;
  const limits: Partial<Record<TargetKind, Figure>> = {};
  if (page && shock) {
    const change = policyLimit(page, "nevChange", shock);
    const ratio = policyLimit(page, "nevRatio", shock);
    if (change?.value != null) limits.nevChangeAtShockAtLeast = change;
    if (ratio?.value != null) limits.nevRatioAtShockAtLeast = ratio;
  }
  const values = { ...COMMON_STARTS };
  const texts: GoalSeekStarts["limits"] = {};
  for (const [kind, limit] of Object.entries(limits) as [TargetKind, Figure][]) {
    values[kind] = percentOf(limit.value as number);
    texts[kind] = limit.text;
  }
  return { values, limits: texts };
}
