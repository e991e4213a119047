import { graphql } from "../generated/index.ts";
import type { DashboardDefinitionsQuery as DefinitionsResult } from "../generated/graphql.ts";
import { SelectedClientViewerQuery } from "../lib/selected-client-query.ts";
import type { StartupQuery } from "../lib/startup-query.ts";
import { neededKeys, quartersOf, reportPageVariables } from "./dashboard-page-keys.ts";
import { DashboardReportQuery } from "./dashboard-queries.ts";

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

/** Every page the tiles need, named by the definitions' answer. */
export const dashboardPageKeys = (definitions: DefinitionsResult | null | undefined): string[] =>
  neededKeys(quartersOf(definitions?.client));

/** The reads of every page the tiles need. */
export const dashboardPageQueries = (definitions: DefinitionsResult | null | undefined): StartupQuery[] =>
  dashboardPageKeys(definitions).map((key) => ({
    query: DashboardReportQuery,
    variables: reportPageVariables(key),
  }));

/**
 * What the risk dashboard asks as it opens: the viewer and the remembered client's definitions,
 * and, as soon as those arrive, the report pages they name (the page's first script sends these
 * while the app is still starting: some 130-270 ms before the app's own preload could).
 */
export function dashboardQueries(clientId: string | null): StartupQuery[] {
  const queries: StartupQuery[] = [{ query: SelectedClientViewerQuery }];
  if (!clientId) return queries;
  const definitions: StartupQuery = {
    query: DashboardDefinitionsQuery,
    variables: { clientId },
    // The answer is this query's own (the same persisted document).
    followUps: (data) => dashboardPageQueries(data as DefinitionsResult),
  };
  return [...queries, definitions];
}
