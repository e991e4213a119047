import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { graphql } from "../../generated/index.ts";
import type { DataSetInput } from "../../generated/graphql.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import type { FailureLike } from "../../lib/failure-as-error.ts";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { updateClientList } from "../live-lists.ts";
import { uploadDataSet } from "./upload-data-set.ts";

/** Settings only; files go through the upload route (upload-data-set.ts). */
const SaveDataSetMutation = graphql(`
  mutation SaveDataSet($clientId: ID!, $input: DataSetInput!) {
    saveDataSet(clientId: $clientId, input: $input) {
      __typename
      ... on DataSetSaved {
        dataSet {
          id
          ...Home_dataSet
        }
      }
      ...FailureFields
    }
  }
`);

/** The data set as the screens show it, read after the upload route saved it. */
const SavedDataSetQuery = graphql(`
  query SavedDataSet($id: ID!) {
    dataSet(id: $id) {
      id
      ...Home_dataSet
    }
  }
`);

/** What a save came to: the saved set's id, or the typed failure to show in the drawer. */
export type SaveDataSetOutcome = { savedId: string } | { failure: FailureLike } | null;

/**
 * Save of the data set drawer: settings through the mutation, files streamed through the upload
 * route (with the share sent as `progress`); adds the set to the client's list and says so. A typed
 * failure (duplicate name, locked, bad input, file too large) is returned for the drawer, anything
 * else is a notice.
 */
export function useSaveDataSet(clientId: string) {
  const notices = useNotices();
  const apollo = useApolloClient();
  const [mutate] = useMutation(SaveDataSetMutation);
  /** Share of the save request sent; null when no save is under way. */
  const [progress, setProgress] = useState<number | null>(null);
  const save = useCallback(
    async (input: DataSetInput, files: readonly File[]): Promise<SaveDataSetOutcome> => {
      setProgress(0);
      try {
        const result = files.length
          ? await uploadDataSet(clientId, input, files, setProgress)
          : (await mutate({ variables: { clientId, input } })).data?.saveDataSet;
        if (result?.__typename === "DataSetSaved") {
          // The upload route answers the id; the screens' fields come through GraphQL, into the cache.
          if (files.length)
            await apollo.query({
              query: SavedDataSetQuery,
              variables: { id: result.dataSet.id },
              fetchPolicy: "network-only",
            });
          updateClientList(apollo.cache, clientId, "dataSets", result.dataSet.id, true);
          notices.toast("The data set has been saved");
          // Saved all the same, but the files look wrong somewhere (rates typed as decimals): say where.
          const warnings = "warnings" in result ? (result.warnings ?? []) : [];
          for (const warning of warnings) notices.message(ERROR_TEXTS.dataSetFileWarning(warning), "warning");
          return { savedId: result.dataSet.id };
        }
        return result && "message" in result ? { failure: result } : null;
      } catch (error) {
        notices.error(error, ERROR_TEXTS.dataSetSave);
        return null;
      } finally {
        setProgress(null);
      }
    },
    [apollo, clientId, mutate, notices],
  );
  return { save, progress, loading: progress !== null };
}
