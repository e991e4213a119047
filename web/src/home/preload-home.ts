import type { ApolloClient } from "@apollo/client";
import { rememberedClientId } from "../lib/selected-client-query.ts";
import { homeQueries } from "./home-queries.ts";

/**
 * Starts every query home needs at once, as the route is entered: the viewer, the client list
 * and, for the client this browser remembers, its lists. The page's own queries then join these
 * requests in flight (Apollo de-duplicates them) or read the cache, instead of asking one after
 * another. Failures are the page's to show: its queries see them too.
 */
export function preloadHome(client: ApolloClient): void {
  for (const request of homeQueries(rememberedClientId())) void client.query(request).catch(() => undefined);
}
