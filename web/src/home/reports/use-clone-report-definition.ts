import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../../generated/index.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { failureAsError } from "../../lib/failure-as-error.ts";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { updateClientList } from "../live-lists.ts";

const CloneReportMutation = graphql(`
  mutation CloneReportDefinition($id: ID!) {
    cloneReportDefinition(id: $id) {
      __typename
      ... on ReportDefinitionSaved {
        reportDefinition {
          id
          name
          ...ReportsPanel_report
          ...ReportDrawer_report
          ...DataSetLocks_report
        }
      }
      ... on Failure {
        code
        message
        messages {
          error
          resolution
          field
        }
      }
    }
  }
`);

/** Copies a report definition: the copy joins the client's list; resolves to its id, or null when refused. */
export function useCloneReportDefinition(clientId: string) {
  const notices = useNotices();
  const { cache } = useApolloClient();
  const [mutate, { loading }] = useMutation(CloneReportMutation);
  const clone = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        const { data } = await mutate({ variables: { id } });
        const result = data?.cloneReportDefinition;
        if (result?.__typename === "ReportDefinitionSaved") {
          updateClientList(cache, clientId, "reportDefinitions", result.reportDefinition.id, true);
          notices.toast(`The report definition has been copied to ${result.reportDefinition.name}`);
          return result.reportDefinition.id;
        }
        if (result && "message" in result) notices.error(failureAsError(ERROR_TEXTS.reportClone, result), "");
      } catch (error) {
        notices.error(error, ERROR_TEXTS.reportClone);
      }
      return null;
    },
    [cache, clientId, mutate, notices],
  );
  return { clone, loading };
}
