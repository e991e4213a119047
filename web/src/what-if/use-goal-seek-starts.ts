import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { DASHBOARD_PAGES, policyLimit, type ReportPage } from "@alm/formats";
import { pageKey, reportPageVariables } from "../dashboard/dashboard-page-keys.ts";
import { DashboardReportQuery } from "../dashboard/dashboard-queries.ts";
import { toReportPage } from "../dashboard/report-page.ts";
import { COMMON_STARTS, limitSaid, type TargetKind } from "./goal-seek-inputs.ts";

export interface GoalSeekStarts {
  /** What each target's value starts at when picked. */
  values: Record<TargetKind, string>;
  /** The client's limit behind a start, as its Compliance with Policy Matrix shows it. */
  limits: Partial<Record<TargetKind, string>>;
}

/** The targets a policy limit stands behind, and the compliance matrix's measure of each. */
const LIMITED_TARGETS = [
  ["nevChangeAtShockAtLeast", "nevChange"],
  ["nevRatioAtShockAtLeast", "nevRatio"],
] as const;

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
  const report = data?.report;
  return useMemo(() => goalSeekStarts(report && shock ? toReportPage(report) : null, shock), [report, shock]);
}

/** The starts of a definition's Compliance with Policy Matrix (`page`), null while it loads. */
export function goalSeekStarts(page: ReportPage | null, shock: string | undefined): GoalSeekStarts {
  const values = { ...COMMON_STARTS };
  const limits: GoalSeekStarts["limits"] = {};
  for (const [kind, measure] of LIMITED_TARGETS) {
    const limit = page && shock ? policyLimit(page, measure, shock) : null;
    if (limit?.value == null) continue;
    values[kind] = percentOf(limit.value);
    limits[kind] = limitSaid(limit.text, values[kind]);
  }
  return { values, limits };
}
