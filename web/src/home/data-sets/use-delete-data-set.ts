import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../../generated/index.ts";
import { CANNOT_UNDO, type ConfirmRequest } from "../../lib/ConfirmDialog.tsx";
import { failureAsError } from "../../lib/failure-as-error.ts";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { updateClientList } from "../live-lists.ts";
import { failureOf } from "../../lib/failure-fields.ts";

const DeleteDataSetMutation = graphql(`
  mutation DeleteDataSet($id: ID!) {
    deleteDataSet(id: $id) {
      __typename
      ... on DataSetDeleted {
        id
        message
      }
      ...FailureFields
    }
  }
`);

/**
 * Delete from a card's icon or the drawer: confirm, delete, then say so. A set that a report
 * uses is refused by the api ('Unable to delete') and stays.
 */
export function useDeleteDataSet(
  clientId: string | null,
  confirm: (request: ConfirmRequest) => void,
  onDeleted: (id: string) => void,
) {
  const notices = useNotices();
  const { cache } = useApolloClient();
  const [remove] = useMutation(DeleteDataSetMutation);
  return useCallback(
    (id: string, name: string) =>
      confirm({
        title: `Delete ${name}?`,
        text: CANNOT_UNDO,
        confirmLabel: "Delete",
        danger: true,
        onConfirm: async () => {
          try {
            const { data } = await remove({ variables: { id } });
            const result = data?.deleteDataSet;
            if (result?.__typename === "DataSetDeleted") {
              if (clientId) updateClientList(cache, clientId, "dataSets", id, false);
              notices.toast(result.message);
              onDeleted(id);
            } else {
              const failure = failureOf(result);
              if (failure) notices.error(failureAsError(failure.message, failure), "");
            }
          } catch (error) {
            notices.error(error, ERROR_TEXTS.dataSetDelete);
          }
        },
      }),
    [cache, clientId, confirm, notices, onDeleted, remove],
  );
}
