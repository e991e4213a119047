import type { ApolloClient } from "@apollo/client";
import { readStored } from "../lib/local-storage.ts";
import { CLIENT_KEY, SelectedClientViewerQuery } from "../lib/selected-client.ts";
import { HomeClientQuery, HomeClientsQuery, HomeDataSetsQuery, HomeReportsQuery } from "./home-queries.ts";

/**
 * Starts every query home needs at once, as the route is entered: the viewer, the client list
 * and, for the client this browser remembers, its lists. The page's own queries then join these
 * requests in flight (Apollo de-duplicates them) or read the cache, instead of asking one after
 * another. Failures are the page's to show: its queries see them too.
 */
export function preloadHome(client: ApolloClient): void {
  const start = (request: Promise<unknown>) => void request.catch(() => undefined);
  start(client.query({ query: SelectedClientViewerQuery }));
  start(client.query({ query: HomeClientsQuery }));
  const clientId = readStored<string | null>(CLIENT_KEY, null);
  if (!clientId) return;
  const variables = { clientId };
  start(client.query({ query: HomeClientQuery, variables }));
  start(client.query({ query: HomeDataSetsQuery, variables }));
  start(client.query({ query: HomeReportsQuery, variables }));
}
