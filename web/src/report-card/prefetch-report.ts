import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { ReportCardQuery } from "./report-card-query.ts";

/** The variables the report card asks for its report with: a prefetch must name the same. */
export const reportCardVariables = (reportDefinitionId: string, reportId: number, year?: number) => ({
  reportDefinitionId,
  reportId,
  year: year ?? 1,
});

/**
 * Asks for a report the moment it is chosen, before the page re-renders for it (the report list
 * and the card's heading took 70-150 ms first): the card's own query, made a render later with
 * the same variables, joins the request in flight or finds the answer in the cache.
 */
export function usePrefetchReport() {
  const client = useApolloClient();
  return useCallback(
    (reportDefinitionId: string, reportId: number, year?: number) => {
      // Nobody waits for it: the card's own query reports a failure.
      void client
        .query({ query: ReportCardQuery, variables: reportCardVariables(reportDefinitionId, reportId, year) })
        .catch(() => undefined);
    },
    [client],
  );
}
