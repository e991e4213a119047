import type { ApolloClient } from "@apollo/client";
import { includesPage, METRICS, publishedQuarters, type Quarter, type ReportPage } from "@alm/formats";
import type { DashboardDefinitionsQuery as DefinitionsResult } from "../generated/graphql.ts";
import { DashboardReportQuery, definitionSummaries } from "./dashboard-queries.ts";
import { toReportPage } from "./report-page.ts";

/** A report page the dashboard reads, as `definition/report`. */
export const pageKey = (definitionId: string, reportId: number) => `${definitionId}/${reportId}`;

/** The client's published quarters, oldest first, from its definitions as the dashboard reads them. */
export const quartersOf = (client: DefinitionsResult["client"] | null | undefined) =>
  publishedQuarters(definitionSummaries(client?.reportDefinitions ?? []));

/** Every page a quarter needs for the tiles, when its definition includes it. */
export const neededKeys = (quarters: readonly Quarter[]) => [
  ...new Set(
    quarters.flatMap((q) =>
      METRICS.filter((m) => includesPage(q.definition, m.page.reportId)).map((m) =>
        pageKey(q.definition.id, m.page.reportId),
      ),
    ),
  ),
];

/** Reads one page as the report card would (its cache entry and year). */
export async function readReportPage(client: ApolloClient, key: string): Promise<ReportPage> {
  const [reportDefinitionId = "", reportId] = key.split("/");
  const { data } = await client.query({
    query: DashboardReportQuery,
    variables: { reportDefinitionId, reportId: Number(reportId), year: 1 },
  });
  if (!data?.report) throw new Error(`No data for report ${key}`);
  return toReportPage(data.report);
}

/**
 * Starts reading every page the tiles need as soon as the definitions are known, rather than once
 * the page has rendered (the shell's and the page's code first): the page's own reads join these
 * in flight or find them in the cache.
 */
export function preloadDashboardPages(client: ApolloClient, definitions: DefinitionsResult | undefined) {
  for (const key of neededKeys(quartersOf(definitions?.client)))
    void readReportPage(client, key).catch(() => undefined);
}
