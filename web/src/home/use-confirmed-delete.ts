import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { CANNOT_UNDO, type ConfirmRequest } from "../lib/ConfirmDialog.tsx";
import { failureAsError } from "../lib/failure-as-error.ts";
import { useTypedMutation, type RootField } from "../lib/use-typed-mutation.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { updateClientList, type ListField } from "./live-lists.ts";

/** How one kind of item is deleted: the list it leaves, what the answer says when it went. */
export interface DeleteRule<TData> {
  list: ListField;
  /** The server's message when the item was deleted; undefined for any other answer. */
  deletedMessage(result: RootField<TData> | undefined): string | undefined;
  /** The headline of an error. */
  failed: string;
}

/**
 * Delete from a card's icon or a drawer: confirm, delete, then say so. An item the api refuses to
 * delete (in use, locked) stays, with the api's reason.
 */
export function useConfirmedDelete<TData extends object>(
  clientId: string | null,
  document: TypedDocumentNode<TData, { id: string }>,
  rule: DeleteRule<TData>,
  confirm: (request: ConfirmRequest) => void,
  onDeleted: (id: string) => void,
) {
  const notices = useNotices();
  const { cache } = useApolloClient();
  const [remove] = useTypedMutation(document);
  const { list, deletedMessage, failed } = rule;
  return useCallback(
    (id: string, name: string) =>
      confirm({
        title: `Delete ${name}?`,
        text: CANNOT_UNDO,
        confirmLabel: "Delete",
        danger: true,
        onConfirm: async () => {
          try {
            const { result, failure } = await remove({ id });
            const message = deletedMessage(result);
            if (message !== undefined) {
              if (clientId) updateClientList(cache, clientId, list, id, false);
              notices.toast(message);
              onDeleted(id);
            } else if (failure) notices.error(failureAsError(failure.message, failure), "");
          } catch (error) {
            notices.error(error, failed);
          }
        },
      }),
    [cache, clientId, confirm, deletedMessage, failed, list, notices, onDeleted, remove],
  );
}
