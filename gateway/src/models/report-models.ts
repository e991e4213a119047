/** REST shapes of report data (GET reportUrls path) and of the analysis table dictionaries. */

/** A template block of a `reports` dictionary entry (spec shell-and-reports section 3). */
export interface TemplateBlockModel {
  type: string;
  source: string;
  title: string;
  width?: number | null;
  hidden?: string[] | null;
  dictionaryKey?: string | null;
  datasets?: string[] | null;
  chartType?: string | null;
  precision?: number | null;
  titleIsDynamic?: boolean | null;
  footer?: string | null;
}

/** A column definition of a table dictionary. */
export interface ColumnModel {
  field: string;
  label: string;
  format?: string | null;
  precision?: number | null;
  divisor?: number | null;
  group?: string | null;
  noExport?: boolean | null;
  width?: number | null;
  displayAs?: string | null;
  valueIfEmpty?: string | null;
  dateFormat?: string | null;
  dateFormatExcel?: string | null;
  filter?: string | null;
  searchable?: boolean | null;
  sortable?: boolean | null;
  emphasize?: boolean | null;
  scenario?: string | null;
  answers?: boolean | null;
}

export interface TableDictionaryModel {
  treeData?: boolean;
  columns: ColumnModel[];
}

/** A value of a row as the api sends it. */
export type CellModel =
  | number
  | string
  | boolean
  | null
  | { key: string; value: number | null }[]
  | Record<string, number | null>[]
  | Record<string, unknown>;

export interface RowModel {
  id: number | string;
  parentId?: number | string | null;
  order?: number;
  hLevel?: number;
  children?: RowModel[];
  [field: string]: CellModel | RowModel[] | undefined;
}

export interface TableDataModel {
  kind: "table";
  dictionaryKey: string | null;
  metadata?: Record<string, unknown>;
  rows: RowModel[];
  [extra: string]: unknown;
}

export interface ChartDataModel {
  kind: "chart";
  title?: string;
  chartType?: string | null;
  format?: string;
  labels?: string[];
  xAxis?: { title?: string; categories?: string[] };
  yAxis?: { title?: string };
  series?: { name: string; data: (number | null)[]; format?: string }[];
}

export type BlockDataModel = string | TableDataModel | ChartDataModel;

/** `data.model` of a report data call. */
export interface ReportDataModel {
  reportId: number;
  reportDefinitionId: number;
  title: string;
  year?: number;
  asOfDate: string;
  compareAsOfDate: string | null;
  metadata?: {
    client?: { id: number; name: string; acronym?: string };
    reportDefinition?: { id: number; name: string };
    scenarios?: { shockScenario?: number };
    computedDate?: string;
    warnings?: string[];
    [key: string]: unknown;
  };
  data: Record<string, BlockDataModel | undefined>;
}
