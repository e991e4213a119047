import { useApolloClient } from "@apollo/client/react";
import { useLocation } from "react-router";
import { openedFirst } from "./opened-first.ts";
import { ReportsPageDefinitionsQuery, ReportsPageOwnClientQuery } from "./reports-queries.ts";

/**
 * Whether a client user is on the reports page that home leads them to (the definition the
 * Reports screen opens first, its report the one last viewed there, so the one open): the brand
 * link then replaces the entry, as a link to the page one is on does, instead of adding a second
 * entry of the same page that Back would seem to stay on. Read from the lists the page has cached;
 * staff's home is its own page.
 */
export function useHomeIsHere(isStaff: boolean): boolean {
  const { pathname } = useLocation();
  const client = useApolloClient();
  const shown = /^\/reports\/(\d+)$/.exec(pathname)?.[1];
  if (isStaff || !shown) return false;
  const clientId = client.readQuery({ query: ReportsPageOwnClientQuery })?.viewer.client?.id;
  if (!clientId) return false;
  const list = client.readQuery({
    query: ReportsPageDefinitionsQuery,
    variables: { clientId, onlyPublished: true },
  });
  return openedFirst(list?.client?.reportDefinitions ?? [], false)?.databaseId === Number(shown);
}
