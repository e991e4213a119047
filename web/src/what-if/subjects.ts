import { latestPublished } from "@alm/formats/quarters";
import { definitionSummaries } from "../dashboard/dashboard-queries.ts";
import type { WhatIfSubjectsQuery } from "../generated/graphql.ts";
import { STATUS_LABELS } from "../lib/enum-labels.ts";

type Definition = NonNullable<NonNullable<WhatIfSubjectsQuery["client"]>["reportDefinitions"]>[number];

export interface SubjectOption {
  definitionId: string;
  dataSetId: string;
  chartId: string;
  label: string;
  /** Its data set has run: a what-if of one that has not is refused until it does. */
  ready: boolean;
}

/**
 * The what-ifs a user may start: the base data set of each report definition they can read
 * (client users: published ones, the api's rule), under the definition whose chart, shock and
 * limits apply.
 */
export const subjectOptions = (definitions: readonly Definition[] | null | undefined): SubjectOption[] =>
  (definitions ?? [])
    .filter((d) => d.baseDataSetId)
    .map((d) => {
      const status = d.baseDataSet?.status ?? "COMPLETED";
      const ready = status === "COMPLETED";
      return {
        definitionId: d.id,
        dataSetId: d.baseDataSetId!,
        chartId: d.chartOfAccountsId,
        label: `${d.baseDataSetName ?? d.baseDataSetId} · ${d.name}${ready ? "" : ` (${STATUS_LABELS[status]})`}`,
        ready,
      };
    });

/**
 * The subject a link names (by the definition's id or number), else the package the client reads
 * as current (the dashboard's latest published quarter: its "as it is" is the dashboard's figures),
 * else the newest whose data set has run (staff's newest is often a draft not yet run), else the
 * newest. The newest published came first: a what-if package published on the quarter's date
 * after the full one put other figures under "as it is" than the dashboard's (a review).
 */
export function chosenSubject(
  options: readonly SubjectOption[],
  definitions: readonly Definition[] | null | undefined,
  named: string | null,
) {
  const byNumber = definitions?.find((d) => String(d.databaseId) === named)?.id;
  const current = latestPublished(definitionSummaries(definitions ?? []))?.id;
  return (
    options.find((o) => o.definitionId === named || o.definitionId === byNumber) ??
    options.find((o) => o.ready && o.definitionId === current) ??
    options.find((o) => o.ready) ??
    options[0] ??
    null
  );
}
