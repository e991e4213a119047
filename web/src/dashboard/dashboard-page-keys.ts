// A module of its own with nothing heavy to load: the page's first script reads it too, to ask the
// report pages the moment the definitions arrive (dashboard-definitions-query.ts). Hence the
// quarters' module alone, not the package's index, which would take every module of @alm/formats
// out of the first screen's chunk (vite/first-screen-chunk.ts): a report's first open then loaded them.
import { DASHBOARD_REPORT_IDS, includesPage, publishedQuarters, type Quarter } from "@alm/formats/quarters";
import type { DashboardDefinitionsQuery as DefinitionsResult } from "../generated/graphql.ts";
import { definitionSummaries } from "./dashboard-queries.ts";

/** A report page the dashboard reads, as `definition/report`. */
export const pageKey = (definitionId: string, reportId: number) => `${definitionId}/${reportId}`;

/** The client's published quarters, oldest first, from its definitions as the dashboard reads them. */
export const quartersOf = (client: DefinitionsResult["client"] | null | undefined) =>
  publishedQuarters(definitionSummaries(client?.reportDefinitions ?? []));

/** Every page a quarter needs for the tiles (each tile reads one of DASHBOARD_PAGES), when its definition includes it. */
export const neededKeys = (quarters: readonly Quarter[]) => [
  ...new Set(
    quarters.flatMap((q) =>
      DASHBOARD_REPORT_IDS.filter((reportId) => includesPage(q.definition, reportId)).map((reportId) =>
        pageKey(q.definition.id, reportId),
      ),
    ),
  ),
];

/** The variables of a page's read, as the report card reads it (its cache entry and year). */
export function reportPageVariables(key: string) {
  const [reportDefinitionId = "", reportId] = key.split("/");
  return { reportDefinitionId, reportId: Number(reportId), year: 1 };
}
