import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../../generated/index.ts";
import type { ReportDefinitionInput } from "../../generated/graphql.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import type { FailureLike } from "../../lib/failure-as-error.ts";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { updateClientList } from "../live-lists.ts";
import { failureOf } from "../../lib/failure-fields.ts";

const SaveReportMutation = graphql(`
  mutation SaveReportDefinition($clientId: ID!, $input: ReportDefinitionInput!) {
    saveReportDefinition(clientId: $clientId, input: $input) {
      __typename
      ... on ReportDefinitionSaved {
        reportDefinition {
          id
          ...Home_report
        }
      }
      ...FailureFields
    }
  }
`);

/** What a save came to: the drawer closes, offers the Charts of Accounts page, or shows why not. */
export type SaveReportOutcome =
  | { kind: "saved"; id: string }
  | { kind: "noCharts" }
  | { kind: "failure"; failure: FailureLike }
  | { kind: "error" };

/** Saves the drawer's report definition: it joins the client's list and a toast says so. */
export function useSaveReportDefinition(clientId: string) {
  const notices = useNotices();
  const { cache } = useApolloClient();
  const [mutate, { loading }] = useMutation(SaveReportMutation);
  const save = useCallback(
    async (input: ReportDefinitionInput): Promise<SaveReportOutcome> => {
      try {
        const { data } = await mutate({ variables: { clientId, input } });
        const result = data?.saveReportDefinition;
        if (result?.__typename === "ReportDefinitionSaved") {
          updateClientList(cache, clientId, "reportDefinitions", result.reportDefinition.id, true);
          notices.toast("The report definition has been saved");
          return { kind: "saved", id: result.reportDefinition.id };
        }
        if (result?.__typename === "NoChartsOfAccounts") return { kind: "noCharts" };
        const failure = failureOf(result);
        if (failure) return { kind: "failure", failure };
      } catch (error) {
        notices.error(error, ERROR_TEXTS.reportSave);
      }
      return { kind: "error" };
    },
    [cache, clientId, mutate, notices],
  );
  return { save, loading };
}
