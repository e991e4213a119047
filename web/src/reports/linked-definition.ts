import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { graphql } from "../generated/index.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { NOTICE_TEXTS } from "../lib/error-texts.ts";
import type { SelectedClient } from "../lib/selected-client.ts";

/**
 * The definition a link names by its number, when the chosen client's list lacks it: staff find
 * any client's (and are switched to it), a client user only their own published ones.
 */
export const LinkedDefinitionQuery = graphql(`
  query LinkedDefinition($databaseId: Int!) {
    reportDefinitionByDatabaseId(databaseId: $databaseId) {
      id
      databaseId
      name
      client {
        id
        name
        acronym
      }
    }
  }
`);

/**
 * A link to a report definition by its number (the reports' and the what-if's addresses) when the
 * chosen client's list lacks it: staff are switched to its client, told so by a notice, and reach
 * it; a client user finds only their own. `skip` while the list is unread or holds the definition.
 */
export function useLinkedDefinition(
  databaseId: number | null,
  selected: SelectedClient,
  clientId: string | null,
  skip: boolean,
) {
  const { choose, canViewAllClients: staff } = selected;
  const notices = useNotices();
  const lookup = useQuery(LinkedDefinitionQuery, {
    skip: databaseId === null || skip,
    variables: { databaseId: databaseId ?? 0 },
  });
  const linked = lookup.data?.reportDefinitionByDatabaseId ?? null;
  const switchTo = staff && linked && linked.client.id !== clientId ? linked.client : null;
  useEffect(() => {
    if (!switchTo) return;
    choose(switchTo.id);
    notices.message(NOTICE_TEXTS.clientSwitched(switchTo.name, switchTo.acronym), "info");
  }, [switchTo, choose, notices]);
  return { lookup, linked, switchTo };
}
