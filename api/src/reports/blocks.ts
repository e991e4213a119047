import { withScenarioName } from "@alm/formats";
import type { ChartType, TemplateBlock } from "./catalogue/report-types.ts";
import type { ReportContext } from "./report-context.ts";
import type {
  Cell,
  ChartData,
  ChartSeries,
  DatasetMetadata,
  Row,
  TableData,
  ValueFormat,
} from "./report-model.ts";
import type { TreeNode } from "./report-tree.ts";
import { flagLimits } from "./limit-cells.ts";

export const asOfDateTime = (date: string | null) => (date ? `${date.slice(0, 10)}T00:00:00` : null);

/** dataset1 (base), dataset2 (compare) and difference, as the spec's metadata blocks name them. */
export function datasetMetadata(
  ctx: ReportContext,
): Record<"dataset1" | "dataset2" | "difference", DatasetMetadata | null> {
  return {
    dataset1: {
      typ: "dataset1",
      title: ctx.base.name,
      asOfDate: asOfDateTime(ctx.base.asOfDate),
      dataSetId: ctx.base.dataSetId,
    },
    dataset2: ctx.compare
      ? {
          typ: "dataset2",
          title: ctx.compare.name,
          asOfDate: asOfDateTime(ctx.compare.asOfDate),
          dataSetId: ctx.compare.dataSetId,
        }
      : null,
    difference: ctx.compare ? { typ: "difference", title: "Change", asOfDate: null, dataSetId: null } : null,
  };
}

/** The template block of a source on the page being built. */
export function blockOf(ctx: ReportContext, source: string): TemplateBlock | undefined {
  return ctx.page.template.find((b) => b.source === source);
}

/** Flattens nested rows, parents first (for flat dictionaries). */
export function flattenRows(rows: readonly Row[]): Row[] {
  const out: Row[] = [];
  const visit = (r: Row) => {
    const { children, ...rest } = r;
    out.push(rest as Row);
    (children ?? []).forEach(visit);
  };
  rows.forEach(visit);
  return out;
}

/**
 * A table block: rows nest through children when the block's dictionary is a tree, and are
 * flat (parents first, parentId and hLevel kept) otherwise. A figure beyond the board's limit its
 * cell is read against is flagged (limit-cells.ts).
 */
export function table(
  ctx: ReportContext,
  source: string,
  rows: Row[],
  metadata: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): TableData {
  const block = blockOf(ctx, source);
  const dictionaryKey = block?.dictionaryKey ?? null;
  const dictionary = dictionaryKey ? ctx.tables[dictionaryKey] : undefined;
  const nested = dictionary?.treeData ?? rows.some((r) => (r.children?.length ?? 0) > 0);
  const flagged = flagLimits(ctx, dictionaryKey, rows);
  return {
    kind: "table",
    dictionaryKey,
    metadata: { ...datasetMetadata(ctx), ...metadata },
    rows: nested ? flagged : flattenRows(flagged),
    ...extra,
  };
}

export function chart(
  ctx: ReportContext,
  source: string,
  options: {
    title?: string;
    categories: string[];
    series: ChartSeries[];
    xTitle?: string;
    yTitle?: string;
    chartType?: ChartType;
  },
): ChartData {
  const block = blockOf(ctx, source);
  const format: ValueFormat = options.series[0]?.format ?? "numeric";
  return {
    kind: "chart",
    title: withScenarioName(options.title ?? block?.title ?? "", ctx.scenarios.shock),
    chartType: options.chartType ?? block?.chartType ?? null,
    format,
    labels: options.categories,
    xAxis: { title: options.xTitle ?? "", categories: options.categories },
    yAxis: { title: options.yTitle ?? "" },
    series: options.series,
  };
}

export const series = (name: string, data: (number | null)[], format: ValueFormat): ChartSeries => ({
  name,
  data,
  format,
});

/** A flat row. */
export function row(
  id: number | string,
  description: string,
  fields: Record<string, Cell>,
  order = 0,
  extra: Partial<Row> = {},
): Row {
  return { id, parentId: null, order, hLevel: 0, description, ...fields, ...extra };
}

export type NodeFields = (node: TreeNode) => Record<string, Cell>;

/** Tree rows of nodes: id, parentId, order, hLevel, key, description, folderType, the fields, children. */
export function treeRows(nodes: readonly TreeNode[], fields: NodeFields): Row[] {
  return nodes.map((n) => ({
    id: n.id,
    parentId: n.depth === 0 ? 0 : n.parentId,
    order: n.order,
    hLevel: n.depth,
    key: n.key,
    description: n.description,
    folderType: n.folderType,
    rollUp: n.rollUp,
    ...fields(n),
    children: treeRows(n.children, fields),
  }));
}

/** Key/value pairs per scenario, as the spec's summary grid carries them. */
export const keyValues = (entries: readonly [string, number | null][]) =>
  entries.map(([key, value]) => ({ key, value }));

export const round = (value: number | null, digits = 6) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
