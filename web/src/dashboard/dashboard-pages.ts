import type { ApolloClient } from "@apollo/client";
import type { ReportPage } from "@alm/formats";
import type { DashboardDefinitionsQuery as DefinitionsResult } from "../generated/graphql.ts";
import { whenIdle } from "../lib/when-idle.ts";
import { dashboardPageKeys } from "./dashboard-definitions-query.ts";
import { reportPageVariables } from "./dashboard-page-keys.ts";
import { DashboardReportQuery } from "./dashboard-queries.ts";
import { toReportPage } from "./report-page.ts";

/**
 * Each client's pages read or being read that the cache does not hold yet, by page key: the
 * route's preload and the page join one read, and a page read is not asked again before it is
 * in the cache.
 */
const notCached = new WeakMap<ApolloClient, Map<string, Promise<ReportPage>>>();

/**
 * Reads one page as the report card would (its cache entry and year). A page the cache holds is
 * read there; one it lacks is asked past the cache and written into it once the browser is idle:
 * writing eight full report pages into Apollo's normalised cache, and reading each back, held the
 * main thread some 150 ms before the first tile could show (a profile of the arrival bench's
 * dashboard, 2026-12-04). The cache still gets them, for the report card a tile opens and for
 * the what-if's goal seek, which read the same entries.
 */
export function readReportPage(client: ApolloClient, key: string): Promise<ReportPage> {
  let reads = notCached.get(client);
  if (!reads) notCached.set(client, (reads = new Map()));
  const joined = reads.get(key);
  if (joined) return joined;
  const request = { query: DashboardReportQuery, variables: reportPageVariables(key) };
  const cached = client.readQuery(request);
  if (cached?.report) return Promise.resolve(toReportPage(cached.report));
  const read = client.query({ ...request, fetchPolicy: "no-cache" }).then(({ data }) => {
    if (!data?.report) throw new Error(`No data for report ${key}`);
    whenIdle(() => {
      try {
        // Not over an answer the cache got meanwhile (the report card's own read): that is as new.
        if (!client.readQuery(request)?.report) client.writeQuery({ ...request, data });
      } finally {
        reads.delete(key);
      }
    });
    return toReportPage(data.report);
  });
  reads.set(key, read);
  read.catch(() => reads.delete(key));
  return read;
}

/**
 * Starts reading every page the tiles need as soon as the definitions are known, rather than once
 * the page has rendered (the shell's and the page's code first): the page's own reads join these.
 * The page's first script has usually asked them already (dashboardQueries' follow-ups), and
 * these take its answers.
 */
export function preloadDashboardPages(client: ApolloClient, definitions: DefinitionsResult | undefined) {
  for (const key of dashboardPageKeys(definitions)) void readReportPage(client, key).catch(() => undefined);
}
