import type { Queryable } from "@alm/database";
import type { Caller } from "../auth/caller.ts";
import {
  findReportDefinition,
  trendCandidates,
  type ReportDefinitionRow,
} from "../analysis/report-definitions/report-definition-repository.ts";
import { WHAT_IF_DATA_SET_TYPE } from "../analysis/data-sets/data-set-rules.ts";
import { notFoundById } from "../http/http-error.ts";
import type { RunChart } from "../runs/chart-structure.ts";
import type { DataSide, TrendPoint } from "./report-context.ts";

interface TrendRequest {
  definition: ReportDefinitionRow;
  /** The definition's own point: its base data set. */
  base: DataSide;
  chart: RunChart;
  caller: Caller;
  /** Chosen by the caller; none, the client's earlier published definitions. */
  additionalReportDefIds: number[];
  /** Loads a definition's base data set over its chart (one NII year is all a trend reads). */
  loadSide: (dataSetId: number, chart: RunChart) => Promise<DataSide>;
  loadChart: (id: number) => Promise<RunChart | undefined>;
}

/**
 * Every earlier as-of date of the client with a published report: the one published last for a
 * date that has several (a corrected package replaces the first). A point is its definition's base
 * data set, whichever pages it prints, so a partial package on the same data set published last (which the
 * risk dashboard passes over for the full one, publishedQuarters) gives the same figures. The
 * definition's own date is its own point. A package on a What If data set is a
 * hypothetical balance sheet, not one of the institution's quarters: a trend names it only when
 * the caller asks for it.
 */
async function earlierPublished(db: Queryable, req: TrendRequest): Promise<number[]> {
  const candidates = await trendCandidates(db, {
    clientId: req.definition.client_id,
    through: req.base.asOfDate,
    publishedOnly: true,
  });
  const byDate = new Map<string, (typeof candidates)[number]>();
  for (const c of candidates) {
    if (c.as_of === req.base.asOfDate || c.data_set_type === WHAT_IF_DATA_SET_TYPE) continue;
    const held = byDate.get(c.as_of);
    if (!held || (c.published_by_date?.getTime() ?? 0) > (held.published_by_date?.getTime() ?? 0))
      byDate.set(c.as_of, c);
  }
  return [...byDate.values()].map((c) => c.id);
}

/** The points of a trend page, oldest first. */
export async function loadTrendPoints(db: Queryable, req: TrendRequest): Promise<TrendPoint[]> {
  const { definition } = req;
  const trend: TrendPoint[] = [{ reportDefinitionId: definition.id, name: definition.name, side: req.base }];
  const ids = req.additionalReportDefIds.length
    ? req.additionalReportDefIds
    : await earlierPublished(db, req);
  for (const id of ids) {
    if (trend.some((t) => t.reportDefinitionId === id)) continue;
    const other = await findReportDefinition(db, id);
    const visible =
      other &&
      other.client_id === definition.client_id &&
      (req.caller.isStaff || other.published_by_date !== null);
    if (!other || !visible) throw notFoundById("report definition", id);
    if (other.base_data_set_id === null) continue;
    const otherChart = (await req.loadChart(other.chart_of_accounts_id)) ?? req.chart;
    const side = await req.loadSide(other.base_data_set_id, otherChart);
    trend.push({ reportDefinitionId: other.id, name: other.name, side });
  }
  return trend.sort(
    (a, b) => a.side.asOfDate.localeCompare(b.side.asOfDate) || a.reportDefinitionId - b.reportDefinitionId,
  );
}
