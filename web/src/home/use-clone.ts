import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { failureAsError } from "../lib/failure-as-error.ts";
import { useTypedMutation, type RootField } from "../lib/use-typed-mutation.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { updateClientList, type ListField } from "./live-lists.ts";

/** How one kind of item is copied: the list it joins, the copy in the answer, what the user is told. */
export interface CloneRule<TData> {
  list: ListField;
  copyOf(result: RootField<TData> | undefined): { id: string; name: string } | undefined;
  copied(name: string): string;
  /** The headline of a refusal or an error. */
  refused: string;
}

/** Copies an item from its drawer: the copy joins the client's list; resolves to its id, or null when refused. */
export function useClone<TData extends object>(
  clientId: string,
  document: TypedDocumentNode<TData, { id: string }>,
  rule: CloneRule<TData>,
) {
  const notices = useNotices();
  const { cache } = useApolloClient();
  const [mutate, { loading }] = useTypedMutation(document);
  const { list, copyOf, copied, refused } = rule;
  const clone = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        const { result, failure } = await mutate({ id });
        const copy = copyOf(result);
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
    [cache, clientId, copied, copyOf, list, mutate, notices, refused],
  );
  return { clone, loading };
}
