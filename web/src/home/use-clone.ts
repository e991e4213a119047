import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../generated/index.ts";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { failureAsError } from "../lib/failure-as-error.ts";
import { useTypedMutation } from "../lib/use-typed-mutation.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import type { ListField } from "./live-lists.ts";
import { updateClientList } from "./live-lists.ts";

/**
 * Both kinds are copied alike, so one document asks for either (the workflow mutation's way): the
 * kind's flag includes its root field, and the copy comes back with what the home page shows of it.
 */
const CloneMutation = graphql(`
  mutation CloneItem($id: ID!, $dataSet: Boolean!, $reportDefinition: Boolean!) {
    cloneDataSet(id: $id) @include(if: $dataSet) {
      __typename
      ... on DataSetSaved {
        dataSet {
          id
          name
          ...Home_dataSet
        }
      }
      ...FailureFields
    }
    cloneReportDefinition(id: $id) @include(if: $reportDefinition) {
      __typename
      ... on ReportDefinitionSaved {
        reportDefinition {
          id
          name
          ...Home_report
        }
      }
      ...FailureFields
    }
  }
`);

/** What the user is told of a copy of each kind; the headline of a refusal or an error. */
const TEXTS: Record<ListField, { copied(name: string): string; refused: string }> = {
  dataSets: {
    copied: (name) => `The data set has been copied to ${name}`,
    refused: ERROR_TEXTS.dataSetClone,
  },
  reportDefinitions: {
    copied: (name) => `The report definition has been copied to ${name}`,
    refused: ERROR_TEXTS.reportClone,
  },
};

/**
 * Copies an item of the list from its drawer: the copy joins the client's list; resolves to its
 * id, or null when refused.
 */
export function useClone(clientId: string, list: ListField) {
  const notices = useNotices();
  const { cache } = useApolloClient();
  const [mutate, { loading }] = useTypedMutation(CloneMutation);
  const clone = useCallback(
    async (id: string): Promise<string | null> => {
      const { copied, refused } = TEXTS[list];
      try {
        const kind = { dataSet: list === "dataSets", reportDefinition: list === "reportDefinitions" };
        const { result, failure } = await mutate({ id, ...kind });
        const copy =
          result?.__typename === "DataSetSaved"
            ? result.dataSet
            : result?.__typename === "ReportDefinitionSaved"
              ? result.reportDefinition
              : undefined;
        if (copy) {
          updateClientList(cache, clientId, list, copy.id, true);
          notices.toast(copied(copy.name));
          return copy.id;
        }
        if (failure) notices.error(failureAsError(refused, failure), "");
      } catch (error) {
        notices.error(error, refused);
      }
      return null;
    },
    [cache, clientId, list, mutate, notices],
  );
  return { clone, loading };
}
