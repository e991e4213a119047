import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../../generated/index.ts";
import type { DataSetFileInput, DataSetInput } from "../../generated/graphql.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import type { FailureLike } from "../../lib/failures.tsx";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { updateClientList } from "../live-lists.ts";

const SaveDataSetMutation = graphql(`
  mutation SaveDataSet($clientId: ID!, $input: DataSetInput!, $files: [DataSetFileInput!]) {
    saveDataSet(clientId: $clientId, input: $input, files: $files) {
      __typename
      ... on DataSetSaved {
        dataSet {
          id
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

/** What a save came to: the saved set's id, or the typed failure to show in the drawer. */
export type SaveDataSetOutcome = { savedId: string } | { failure: FailureLike } | null;

/**
 * Save of the data set drawer: adds the set to the client's list and says so; a typed failure
 * (duplicate name, locked, bad input) is returned for the drawer, anything else is a notice.
 */
export function useSaveDataSet(clientId: string) {
  const notices = useNotices();
  const { cache } = useApolloClient();
  const [mutate, { loading }] = useMutation(SaveDataSetMutation);
  const save = useCallback(
    async (input: DataSetInput, files: DataSetFileInput[]): Promise<SaveDataSetOutcome> => {
      try {
        const { data } = await mutate({ variables: { clientId, input, files: files.length ? files : null } });
        const result = data?.saveDataSet;
        if (result?.__typename === "DataSetSaved") {
          updateClientList(cache, clientId, "dataSets", result.dataSet.id, true);
          notices.toast("The data set has been saved");
          return { savedId: result.dataSet.id };
        }
        return result && "message" in result ? { failure: result } : null;
      } catch (error) {
        notices.error(error, ERROR_TEXTS.dataSetSave);
        return null;
      }
    },
    [cache, clientId, mutate, notices],
  );
  return { save, loading };
}
