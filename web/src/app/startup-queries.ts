import type { DocumentNode } from "graphql";
import { DashboardDefinitionsQuery } from "../dashboard/dashboard-definitions-query.ts";
import {
  HomeClientQuery,
  HomeClientsQuery,
  HomeDataSetsQuery,
  HomeReportsQuery,
} from "../home/home-queries.ts";
import { readStored } from "../lib/local-storage.ts";
import { CLIENT_KEY, SelectedClientViewerQuery } from "../lib/selected-client-query.ts";
import { isPrintPath } from "../print/print-ticket.ts";
import { ShellViewerQuery } from "../shell/shell-viewer-query.ts";

/** A query a screen asks as it opens, before anything on it has rendered. */
export interface StartupQuery {
  query: DocumentNode;
  variables?: Record<string, string>;
}

/** The client this browser remembers choosing (spec section 9), or null. */
export const rememberedClientId = () => readStored<string | null>(CLIENT_KEY, null);

/** Home: the viewer, the client list and, for the remembered client, its lists. */
export function homeQueries(clientId: string | null): StartupQuery[] {
  const queries: StartupQuery[] = [{ query: SelectedClientViewerQuery }, { query: HomeClientsQuery }];
  if (!clientId) return queries;
  const variables = { clientId };
  return [
    ...queries,
    { query: HomeClientQuery, variables },
    { query: HomeDataSetsQuery, variables },
    { query: HomeReportsQuery, variables },
  ];
}

/** The risk dashboard: the viewer and the remembered client's definitions (its quarters). */
export function dashboardQueries(clientId: string | null): StartupQuery[] {
  const queries: StartupQuery[] = [{ query: SelectedClientViewerQuery }];
  return clientId ? [...queries, { query: DashboardDefinitionsQuery, variables: { clientId } }] : queries;
}

/**
 * What the app asks first at this address: the shell's query on every signed-in page, and the
 * queries of the two screens people arrive at (home after signing in, the dashboard from a
 * bookmark). Print pages read with their ticket instead, so nothing is asked for them here.
 */
export function startupQueries(pathname: string): StartupQuery[] {
  if (isPrintPath(pathname)) return [];
  const page = pathname.replace(/^\/analysis\/?/, "").replace(/\/$/, "");
  const shell = { query: ShellViewerQuery };
  if (page === "") return [shell, ...homeQueries(rememberedClientId())];
  if (page === "dashboard") return [shell, ...dashboardQueries(rememberedClientId())];
  return [shell];
}
