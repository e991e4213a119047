import type {
  BlockDataset,
  BlockType,
  ChartType,
  ColumnFilter,
  ColumnFormat,
  ReportDefinitionKind,
  ValueFormat,
} from "../generated/graphql.ts";

/**
 * The Report as the schema shows it, built once per data version (report-builder.ts) and then
 * served by default resolvers: plain objects whose fields are the schema's fields.
 */

export interface CellView {
  field: string;
  value: number | null;
  text: string | null;
  flag: boolean | null;
  pairs: { key: string; value: number | null }[] | null;
  texts: string[] | null;
  /** Set where the table shows the cell's number as dollars (see Cell.money). */
  currency?: "USD";
}

export interface TableColumnView {
  field: string;
  label: string;
  format: ColumnFormat;
  isRowHeader: boolean;
  precision: number | null;
  divisor: number | null;
  group: string | null;
  noExport: boolean;
  width: number;
  displayAs: string | null;
  valueIfEmpty: string | null;
  dateFormat: string | null;
  dateFormatExcel: string | null;
  filter: ColumnFilter | null;
  searchable: boolean;
  sortable: boolean;
  emphasize: boolean;
  scenario: string | null;
  isAnswer: boolean;
}

export interface TableRowView {
  id: string;
  key: string;
  parentId: string | null;
  level: number;
  path: string[];
  order: number;
  hasChildren: boolean;
  format: ValueFormat | null;
  cells: CellView[];
}

export interface TableDatasetView {
  role: BlockDataset;
  title: string;
  asOfDate: string | null;
  /** The same day, written out by the Date scalar. */
  asOf: string | null;
  dataSetId: string | null;
}

/** The template entry's fields every block carries. */
export interface BlockCommon {
  type: BlockType;
  source: string;
  title: string;
  width: number;
  hidden: ReportDefinitionKind[];
  isHidden: boolean;
  dictionaryKey: string | null;
  datasets: BlockDataset[];
  precision: number | null;
  titleIsDynamic: boolean;
  footer: string | null;
}

export interface TableBlockView extends BlockCommon {
  __typename: "TableBlock";
  columns: TableColumnView[];
  treeData: boolean;
  rows: TableRowView[];
  /** Levels of the whole tree, kept when `rows` was cut to fewer (table-rows.ts withTreeLevels). */
  levels?: number;
  datasetTitles: TableDatasetView[];
  values: CellView[];
}

export interface ChartBlockView extends BlockCommon {
  __typename: "ChartBlock";
  chartType: ChartType;
  format: ValueFormat;
  labels: string[];
  xAxisTitle: string;
  yAxisTitle: string;
  series: { name: string; format: ValueFormat; values: (number | null)[] }[];
}

export interface TextBlockView extends BlockCommon {
  __typename: "TextBlock";
  text: string;
  paragraphs: string[];
}

export type BlockView = TableBlockView | ChartBlockView | TextBlockView;

export interface ReportView {
  id: string;
  reportId: number;
  definitionId: string;
  definitionName: string;
  year: number;
  title: string;
  asOfDate: string;
  compareAsOfDate: string | null;
  /** asOfDate and compareAsOfDate as the Date scalar writes them out; computedAt as a DateTime. */
  asOf: string;
  compareAsOf: string | null;
  kind: ReportDefinitionKind;
  clientId: string;
  clientName: string;
  clientAcronym: string;
  apiVersion: number;
  scenario: string;
  computedDate: string | null;
  computedAt: string | null;
  warnings: string[];
  blocks: BlockView[];
}
