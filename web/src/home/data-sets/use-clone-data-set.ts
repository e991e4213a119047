import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../../generated/index.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { failureAsError } from "../../lib/failure-as-error.ts";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { updateClientList } from "../live-lists.ts";

const CloneDataSetMutation = graphql(`
  mutation CloneDataSet($id: ID!) {
    cloneDataSet(id: $id) {
      __typename
      ... on DataSetSaved {
        dataSet {
          id
          name
          ...DataSetsPanel_dataSet
          ...DataSetDrawer_dataSet
          ...ReportDrawer_dataSetOption
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

/** Copy of the drawer: the copy joins the client's list; resolves to its id, or null when refused. */
export function useCloneDataSet(clientId: string) {
  const notices = useNotices();
  const { cache } = useApolloClient();
  const [mutate, { loading }] = useMutation(CloneDataSetMutation);
  const clone = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        const { data } = await mutate({ variables: { id } });
        const result = data?.cloneDataSet;
        if (result?.__typename === "DataSetSaved") {
          updateClientList(cache, clientId, "dataSets", result.dataSet.id, true);
          notices.toast(`The data set has been copied to ${result.dataSet.name}`);
          return result.dataSet.id;
        }
        if (result && "message" in result)
          notices.error(failureAsError(ERROR_TEXTS.dataSetClone, result), "");
      } catch (error) {
        notices.error(error, ERROR_TEXTS.dataSetClone);
      }
      return null;
    },
    [cache, clientId, mutate, notices],
  );
  return { clone, loading };
}
