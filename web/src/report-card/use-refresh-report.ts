import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../generated/index.ts";

/**
 * Refresh Table: the recomputed report comes back under the report's own id, so the cache
 * updates every view of it.
 */
const RefreshReportMutation = graphql(`
  mutation RefreshReport($input: RefreshReportInput!) {
    refreshReport(input: $input) {
      __typename
      ... on ReportRefreshed {
        report {
          ...ReportCardView_report
        }
      }
      ... on ResourceLocked {
        message
      }
    }
  }
`);

/**
 * Refresh Table: recompute on the server. The answer carries the report's id, so the normalised
 * cache puts the new figures into every view of this report.
 */
export function useForcedRefresh(variables: { reportDefinitionId: string; reportId: number; year: number }) {
  const [refresh, { loading }] = useMutation(RefreshReportMutation);
  const run = useCallback(() => {
    refresh({ variables: { input: variables } }).catch(() => {
      // The card keeps showing the figures it has; the error link reports session problems.
    });
  }, [refresh, variables]);
  return { run, busy: loading };
}
