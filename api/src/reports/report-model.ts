import type { ChartType, Dataset } from "./catalogue/report-types.ts";

/** A cell of a report table: numbers in the engine's units (dollars, decimal fractions, years). */
export type Cell =
  | number
  | string
  | boolean
  | null
  | { key: string; value: number | null }[]
  | Record<string, number | null>[];

/** A table row; tree rows nest through `children` (and name their parent in `parentId`). */
export interface Row {
  id: number | string;
  parentId: number | string | null;
  order: number;
  hLevel: number;
  description: string;
  children?: Row[];
  [field: string]: Cell | Row[] | undefined;
}

/** Title and type of a column group: dataset1 (base), dataset2 (compare), difference. */
export interface DatasetMetadata {
  typ: Dataset;
  title: string;
  asOfDate: string | null;
  dataSetId: number | null;
}

export interface TableData {
  kind: "table";
  dictionaryKey: string | null;
  metadata: Record<string, unknown>;
  rows: Row[];
  [extra: string]: unknown;
}

export type ValueFormat = "dollar" | "percentage" | "numeric";

export interface ChartSeries {
  name: string;
  data: (number | null)[];
  format: ValueFormat;
}

export interface ChartData {
  kind: "chart";
  title: string;
  chartType: ChartType | null;
  format: ValueFormat;
  labels: string[];
  xAxis: { title: string; categories: string[] };
  yAxis: { title: string };
  series: ChartSeries[];
}

/** Text blocks are plain text; paragraphs are separated by blank lines. */
export type BlockData = string | TableData | ChartData;

/** `data.model` of a report data call. */
export interface ReportModel {
  reportId: number;
  reportDefinitionId: number;
  title: string;
  /** NII projection year the page shows (1 for pages without years). */
  year: number;
  asOfDate: string;
  compareAsOfDate: string | null;
  resultsVersion: number;
  metadata: Record<string, unknown>;
  data: Record<string, BlockData>;
}
