import type { ApolloCache, Reference } from "@apollo/client";
import type { Modifier, Modifiers } from "@apollo/client/cache";

export type ListField = "dataSets" | "reportDefinitions";
const TYPENAME = { dataSets: "DataSet", reportDefinitions: "ReportDefinition" } as const;

/**
 * Adds an item to, or removes it from, a client's cached list. Saves, copies and deletes come
 * both from this browser's mutations and from the live subscription, so it must be idempotent.
 */
export function updateClientList(
  cache: ApolloCache,
  clientId: string,
  field: ListField,
  itemId: string,
  present: boolean,
): void {
  const typename = TYPENAME[field];
  const modify: Modifier<readonly Reference[] | undefined> = (existing, { readField, toReference }) => {
    if (!existing) return existing;
    const has = existing.some((ref) => readField("id", ref) === itemId);
    if (present && !has) {
      const ref = toReference({ __typename: typename, id: itemId });
      return ref ? [ref, ...existing] : existing;
    }
    if (!present && has) return existing.filter((ref) => readField("id", ref) !== itemId);
    return existing;
  };
  cache.modify({
    id: cache.identify({ __typename: "Client", id: clientId }),
    fields: { [field]: modify } as Modifiers,
  });
  if (!present) cache.evict({ id: cache.identify({ __typename: typename, id: itemId }) });
}
