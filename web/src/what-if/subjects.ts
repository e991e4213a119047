import type { WhatIfSubjectsQuery } from "../generated/graphql.ts";

type Definition = NonNullable<NonNullable<WhatIfSubjectsQuery["client"]>["reportDefinitions"]>[number];

export interface SubjectOption {
  definitionId: string;
  dataSetId: string;
  chartId: string;
  label: string;
}

/**
 * The what-ifs a user may start: the base data set of each report definition they can read
 * (client users: published ones, the api's rule), under the definition whose chart, shock and
 * limits apply.
 */
export const subjectOptions = (definitions: readonly Definition[] | null | undefined): SubjectOption[] =>
  (definitions ?? [])
    .filter((d) => d.baseDataSetId)
    .map((d) => ({
      definitionId: d.id,
      dataSetId: d.baseDataSetId!,
      chartId: d.chartOfAccountsId,
      label: `${d.baseDataSetName ?? d.baseDataSetId} · ${d.name}`,
    }));

/** The subject a link names (by the definition's id or number), else the newest. */
export function chosenSubject(
  options: readonly SubjectOption[],
  definitions: readonly Definition[] | null | undefined,
  named: string | null,
) {
  const byNumber = definitions?.find((d) => String(d.databaseId) === named)?.id;
  return options.find((o) => o.definitionId === named || o.definitionId === byNumber) ?? options[0] ?? null;
}
