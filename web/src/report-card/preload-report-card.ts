import type { ApolloClient } from "@apollo/client";
import { ReportCardQuery } from "./report-card-query.ts";

/** What the card reads a report by: the card's query variables (pages without years read year 1). */
export const reportCardVariables = (reportDefinitionId: string, reportId: number, year?: number | null) => ({
  reportDefinitionId,
  reportId,
  year: year ?? 1,
});

/**
 * Starts reading a report as it is chosen, before the card renders: the card's own query joins
 * the request in flight (Apollo de-duplicates it) or reads the cache, so the report's data travels
 * while the page moves to it rather than after. Failures are the card's to show: its query sees
 * them too.
 */
export function preloadReportCard(client: ApolloClient, variables: ReturnType<typeof reportCardVariables>) {
  void client.query({ query: ReportCardQuery, variables }).catch(() => undefined);
}
