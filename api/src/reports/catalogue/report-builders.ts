import {
  SCENARIO_PLACEHOLDER,
  type ChartType,
  type Dataset,
  type DefinitionKind,
  type TemplateBlock,
} from "./report-types.ts";

export interface BlockOptions {
  width?: number;
  source?: string;
  datasets?: Dataset[];
  hidden?: DefinitionKind[];
  precision?: number;
  footer?: string;
}

const block = (
  type: TemplateBlock["type"],
  title: string,
  defaults: { source: string; width: number },
  options: BlockOptions,
  extra: Partial<TemplateBlock>,
): TemplateBlock => ({
  type,
  source: options.source ?? defaults.source,
  title,
  width: options.width ?? defaults.width,
  hidden: options.hidden ?? [],
  dictionaryKey: null,
  datasets: options.datasets ?? [],
  chartType: null,
  precision: options.precision ?? null,
  titleIsDynamic: title.includes(SCENARIO_PLACEHOLDER),
  footer: options.footer ?? null,
  ...extra,
});

export const ONE: Dataset[] = ["dataset1"];
export const COMPARED: Dataset[] = ["dataset1", "dataset2", "difference"];
/** Blocks that only make sense with a comparison data set. */
export const ONLY_COMPARED: DefinitionKind[] = ["single"];

export const textBlock = (title = "Summary", options: BlockOptions = {}) =>
  block("text", title, { source: "summary", width: 100 }, options, {});

export const tableBlock = (dictionaryKey: string, title: string, options: BlockOptions = {}) =>
  block("table", title, { source: "grid1", width: 100 }, { datasets: ONE, ...options }, { dictionaryKey });

export const chartBlock = (chartType: ChartType, title: string, options: BlockOptions = {}) =>
  block("chart", title, { source: "chart1", width: 100 }, options, { chartType });

/** A chart of a layout: its type, its title and, where it needs them, its block's options. */
export type LayoutChart = [ChartType, string, BlockOptions?];

interface SummaryLayout {
  table: string;
  chart1: LayoutChart;
  chart2: LayoutChart;
  datasets?: Dataset[];
  footer?: string;
}

/** The spec's summary page: text and table split 40/60, then two charts 50/50. */
export function summaryLayout(dictionaryKey: string, layout: SummaryLayout): TemplateBlock[] {
  return [
    textBlock("Summary", { width: 40 }),
    tableBlock(dictionaryKey, layout.table, { width: 60, datasets: layout.datasets, footer: layout.footer }),
    chartBlock(layout.chart1[0], layout.chart1[1], { width: 50, source: "chart1", ...layout.chart1[2] }),
    chartBlock(layout.chart2[0], layout.chart2[1], { width: 50, source: "chart2", ...layout.chart2[2] }),
  ];
}

/** A detailed tree over the whole width with one chart below. */
export function treeLayout(
  dictionaryKey: string,
  title: string,
  chart: LayoutChart | null,
  datasets: Dataset[] = ONE,
  footer?: string,
): TemplateBlock[] {
  const table = tableBlock(dictionaryKey, title, { source: "tree", datasets, footer });
  return chart ? [table, chartBlock(chart[0], chart[1], { source: "chart1", ...chart[2] })] : [table];
}
