import type { ApolloClient } from "@apollo/client";
import { rememberedClientId } from "../lib/selected-client-query.ts";
import { dashboardQueries, DashboardDefinitionsQuery } from "./dashboard-definitions-query.ts";

/**
 * Starts the dashboard's first queries as the route is entered, beside its code's download: the
 * viewer and the published definitions of the client this browser remembers (the page's first
 * script may already have asked them: app/early-requests.ts). The page's own queries join them in
 * flight instead of waiting for each other (home does the same); the report pages' reads follow
 * the definitions at once, not the page's render.
 */
export function preloadDashboard(client: ApolloClient): void {
  const clientId = rememberedClientId();
  for (const { query, variables } of dashboardQueries(clientId))
    void client.query({ query, variables }).catch(() => undefined);
  if (!clientId) return;
  const definitions = client.query({ query: DashboardDefinitionsQuery, variables: { clientId } });
  // The pages' reads as soon as the definitions say which, with the page's code (the route loads
  // it meanwhile; a chunk of their own split the page's modules into more files).
  void Promise.all([definitions, import("./DashboardPage.tsx")])
    .then(([{ data }, page]) => page.preloadDashboardPages(client, data))
    .catch(() => undefined);
}
