import { useApolloClient, useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { DashboardDefinitionsQuery } from "./dashboard-definitions-query.ts";
import { includesPage, METRICS, shockOf, type Metric, type Quarter, type Reading } from "@alm/formats";
import { reportsPath } from "../lib/report-paths.ts";
import { neededKeys, pageKey, quartersOf } from "./dashboard-page-keys.ts";
import { readReportPage } from "./dashboard-pages.ts";
import { useLoaded } from "./use-loaded.ts";

export interface TrendPoint {
  label: string;
  value: number | null;
  text: string | null;
}

export interface Tile {
  metric: Metric;
  title: string;
  /** The latest quarter's reading; null while loading or when its page lacks the figure. */
  latest: Reading | null;
  trend: TrendPoint[];
  /** The report page the figures come from, in the latest published definition; null when it lacks the page. */
  href: string | null;
  loading: boolean;
  /** The latest quarter's page could not be read (its runs may still be computing). */
  failed: boolean;
}

/** Loads report pages, keyed `definition/report`, as the report card would (its cache entry and year). */
export function useReportPages(keys: readonly string[]) {
  const client = useApolloClient();
  return useLoaded(keys, (key) => readReportPage(client, key));
}

/** The dashboard of a client: its published quarters and each tile's latest reading and trend. */
export function useRiskDashboard(clientId: string | null) {
  const definitions = useQuery(DashboardDefinitionsQuery, {
    variables: { clientId: clientId ?? "" },
    skip: !clientId,
  });
  const client = definitions.data?.client;
  const quarters = useMemo(() => quartersOf(client), [client]);
  const pages = useReportPages(useMemo(() => neededKeys(quarters), [quarters]));
  const latest = quarters.at(-1) ?? null;

  const tiles = useMemo<Tile[]>(
    () =>
      METRICS.map((metric) => {
        const readingOf = (q: Quarter) => {
          const page = pages.get(pageKey(q.definition.id, metric.page.reportId));
          return page ? metric.read(page, shockOf(q.definition)) : null;
        };
        const included = (q: Quarter) => includesPage(q.definition, metric.page.reportId);
        return {
          metric,
          title: metric.title(latest ? shockOf(latest.definition) : ""),
          latest: latest ? readingOf(latest) : null,
          trend: quarters.map((q) => {
            const reading = readingOf(q);
            return { label: q.label, value: reading?.trend ?? null, text: reading?.trendText ?? null };
          }),
          href:
            latest && included(latest)
              ? reportsPath(latest.definition.databaseId, { reportId: metric.page.reportId })
              : null,
          failed:
            !!latest &&
            included(latest) &&
            pages.get(pageKey(latest.definition.id, metric.page.reportId)) === null,
          loading: quarters.some(
            (q) => included(q) && !pages.has(pageKey(q.definition.id, metric.page.reportId)),
          ),
        };
      }),
    [pages, quarters, latest],
  );

  return {
    client,
    quarters,
    latest,
    tiles,
    loading: definitions.loading,
    error: definitions.error,
  };
}
