import type { ApolloClient } from "@apollo/client";
import { readStored } from "../lib/local-storage.ts";
import { CLIENT_KEY, SelectedClientViewerQuery } from "../lib/selected-client.ts";

/**
 * Starts the dashboard's first queries as the route is entered, beside its code's download: the
 * viewer and the published definitions of the client this browser remembers. The page's own
 * queries join them in flight instead of waiting for each other (home does the same). The
 * definitions' documents are not first-screen code: they load with the page's (a small chunk that
 * arrives well before the page's), and that query starts then; the report pages' reads follow
 * the definitions at once, not the page's render.
 */
export function preloadDashboard(client: ApolloClient): void {
  const start = (request: Promise<unknown>) => void request.catch(() => undefined);
  start(client.query({ query: SelectedClientViewerQuery }));
  const clientId = readStored<string | null>(CLIENT_KEY, null);
  if (!clientId) return;
  const definitions = import("./dashboard-definitions-query.ts").then(({ DashboardDefinitionsQuery }) =>
    client.query({ query: DashboardDefinitionsQuery, variables: { clientId } }),
  );
  start(definitions);
  // The pages' reads as soon as the definitions say which, with the page's code (the route loads
  // it meanwhile; a chunk of their own split the page's modules into more files).
  start(
    Promise.all([definitions, import("./DashboardPage.tsx")]).then(([{ data }, page]) =>
      page.preloadDashboardPages(client, data),
    ),
  );
}
