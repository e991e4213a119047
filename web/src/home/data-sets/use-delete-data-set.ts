import type { DeleteDataSetMutation as DeleteAnswer } from "../../generated/graphql.ts";
import { graphql } from "../../generated/index.ts";
import type { ConfirmRequest } from "../../lib/ConfirmDialog.tsx";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { useConfirmedDelete, type DeleteRule } from "../use-confirmed-delete.ts";

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

const rule: DeleteRule<DeleteAnswer> = {
  list: "dataSets",
  deletedMessage: (result) => (result?.__typename === "DataSetDeleted" ? result.message : undefined),
  failed: ERROR_TEXTS.dataSetDelete,
};

/**
 * Delete from a card's icon or the drawer: confirm, delete, then say so. A set that a report
 * uses is refused by the api ('Unable to delete') and stays.
 */
export function useDeleteDataSet(
  clientId: string | null,
  confirm: (request: ConfirmRequest) => void,
  onDeleted: (id: string) => void,
) {
  return useConfirmedDelete(clientId, DeleteDataSetMutation, rule, confirm, onDeleted);
}
