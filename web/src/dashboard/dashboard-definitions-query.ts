import type { graphql as generatedGraphql } from "../generated/index.ts";

// The build replaces graphql() calls with their documents' own modules (vite/graphql-documents.ts),
// so the call needs only its types here: a module that imports nothing else at run time, which
// the dashboard's route loads to start this query (preload-dashboard.ts) without home carrying it
// and without changing how the app's other modules are split into chunks.
declare const graphql: typeof generatedGraphql;

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
