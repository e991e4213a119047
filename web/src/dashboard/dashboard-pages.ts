import type { ApolloClient } from "@apollo/client";
import type { ReportPage } from "@alm/formats";
import type { DashboardDefinitionsQuery as DefinitionsResult } from "../generated/graphql.ts";
import { dashboardPageQueries } from "./dashboard-definitions-query.ts";
import { reportPageVariables } from "./dashboard-page-keys.ts";
import { DashboardReportQuery } from "./dashboard-queries.ts";
import { toReportPage } from "./report-page.ts";

/** Reads one page as the report card would (its cache entry and year). */
export async function readReportPage(client: ApolloClient, key: string): Promise<ReportPage> {
  const { data } = await client.query({ query: DashboardReportQuery, variables: reportPageVariables(key) });
  if (!data?.report) throw new Error(`No data for report ${key}`);
  return toReportPage(data.report);
}

/**
 * Starts reading every page the tiles need as soon as the definitions are known, rather than once
 * the page has rendered (the shell's and the page's code first): the page's own reads join these
 * in flight or find them in the cache. The page's first script has usually asked them already
 * (dashboardQueries' follow-ups), and these take its answers.
 */
export function preloadDashboardPages(client: ApolloClient, definitions: DefinitionsResult | undefined) {
  for (const { query, variables } of dashboardPageQueries(definitions))
    void client.query({ query, variables }).catch(() => undefined);
}
