import type {
  BlockDataset,
  ChartType,
  ColumnFilter,
  ColumnFormat,
  ReportDefinitionKind,
  ValueFormat,
} from "../generated/graphql.ts";

/** The dictionaries' spellings to the schema's enums. */

const COLUMN_FORMATS: Record<string, ColumnFormat> = {
  numeric: "NUMERIC",
  percentage: "PERCENTAGE",
  currency: "CURRENCY",
  date: "DATE",
  customDate: "CUSTOM_DATE",
  text: "TEXT",
  header: "TEXT",
  time: "TIME",
  dateTime: "DATE_TIME",
  month: "MONTH",
  "month-year": "MONTH_YEAR",
  monthYear: "MONTH_YEAR",
  calendar: "CALENDAR",
  duration: "DURATION",
  progress: "PROGRESS",
};

const FILTERS: Record<string, ColumnFilter> = {
  text: "TEXT",
  minMax: "MIN_MAX",
  select: "SELECT",
  inlineselect: "INLINE_SELECT",
  inlineSelect: "INLINE_SELECT",
  boolean: "BOOLEAN",
};

const CHART_TYPES: Record<string, ChartType> = {
  area: "AREA",
  bar: "BAR",
  column: "COLUMN",
  column100: "COLUMN100",
  columns: "COLUMNS",
  line: "LINE",
  pie: "PIE",
  rangeAreaLine: "RANGE_AREA_LINE",
  radar: "RADAR",
};

const VALUE_FORMATS: Record<string, ValueFormat> = {
  dollar: "DOLLAR",
  currency: "DOLLAR",
  percentage: "PERCENTAGE",
  numeric: "NUMERIC",
};

const DATASETS: Record<string, BlockDataset> = {
  dataset1: "DATASET1",
  dataset2: "DATASET2",
  difference: "DIFFERENCE",
};

const KINDS: Record<string, ReportDefinitionKind> = { single: "SINGLE", comparison: "COMPARISON" };

const pick =
  <T>(map: Record<string, T>) =>
  (value: string | null | undefined): T | null =>
    value != null && Object.hasOwn(map, value) ? (map[value] as T) : null;

export const columnFormatOf = pick(COLUMN_FORMATS);
export const filterOf = pick(FILTERS);
export const chartTypeOf = pick(CHART_TYPES);
export const valueFormatOf = pick(VALUE_FORMATS);
export const datasetOf = pick(DATASETS);
export const kindOf = pick(KINDS);
