import { graphql } from "../generated/index.ts";
import { SelectedClientViewerQuery } from "../lib/selected-client-query.ts";
import type { StartupQuery } from "../lib/startup-query.ts";

// A module of its own, with nothing else to run: the page's first script asks it (app/startup-queries.ts).

/**
 * The client's report definitions with what the dashboard needs to choose its quarters: client
 * users get published ones only (the api's rule); staff get all and the dashboard keeps the
 * published. The list is the same cached field home's panels and live status keep current.
 */
export const DashboardDefinitionsQuery = graphql(`
  query DashboardDefinitions($clientId: ID!) {
    client(by: { id: $clientId }) {
      id
      name
      acronym
      reportDefinitions {
        id
        ...DashboardQuarter_definition
      }
    }
  }
`);

/** What the risk dashboard asks as it opens: the viewer and the remembered client's definitions. */
export function dashboardQueries(clientId: string | null): StartupQuery[] {
  const queries: StartupQuery[] = [{ query: SelectedClientViewerQuery }];
  return clientId ? [...queries, { query: DashboardDefinitionsQuery, variables: { clientId } }] : queries;
}
