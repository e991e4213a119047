import { DATE_PATTERN, dateParts, formatDatePattern } from "./dates.ts";
import {
  DEFAULT_PRECISION,
  formatNumber,
  isNotMeaningful,
  NOT_AVAILABLE,
  NOT_MEANINGFUL,
  toNumber,
} from "./numbers.ts";

/** Column formats of the column definition (spec shell-and-reports section 3), as GraphQL names them. */
export type ColumnFormatName =
  | "NUMERIC"
  | "PERCENTAGE"
  | "CURRENCY"
  | "DATE"
  | "CUSTOM_DATE"
  | "TEXT"
  | "TIME"
  | "DATE_TIME"
  | "MONTH"
  | "MONTH_YEAR"
  | "CALENDAR"
  | "DURATION"
  | "PROGRESS";

/** Formats a row carries itself in mixed grids (displayAs 'rowFormat'), and chart series formats. */
export type ValueFormatName = "DOLLAR" | "PERCENTAGE" | "NUMERIC";

/** The parts of a column definition that decide how a value shows. */
export interface ColumnFormatting {
  format: ColumnFormatName;
  precision?: number | null;
  divisor?: number | null;
  valueIfEmpty?: string | null;
  dateFormat?: string | null;
}

/** Percentages arrive as decimal fractions; the dictionaries' divisor 0.01 turns them into percent. */
export const PERCENT_DIVISOR = 0.01;

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/** The number a percentage column shows (5.12 for 0.0512 with the default divisor). */
export function percentOf(value: number, divisor?: number | null): number {
  return value / (divisor || PERCENT_DIVISOR);
}

/** A cell's text for its column: the one rule tables, charts' raw data and csv exports share. */
export function formatColumnValue(value: unknown, column: ColumnFormatting): string {
  const empty = column.valueIfEmpty ?? NOT_AVAILABLE;
  if (isEmpty(value)) return empty;
  if (isNotMeaningful(value)) return NOT_MEANINGFUL;
  const precision = column.precision ?? DEFAULT_PRECISION;
  switch (column.format) {
    case "TEXT":
      return String(value);
    // A currency column shows plain digits, as ALM tables print amounts: its header names the unit
    // ("Balance ($)", "Total ($000)"; a "$" on each cell would misstate a column in thousands) and
    // its cells' money (GraphQL Cell.money) the currency. Rows of their own format keep "$".
    case "NUMERIC":
    case "CURRENCY": {
      const n = toNumber(value);
      return n === null ? empty : formatNumber(column.divisor ? n / column.divisor : n, { precision });
    }
    case "PERCENTAGE":
    case "PROGRESS": {
      const n = toNumber(value);
      return n === null ? empty : formatNumber(percentOf(n, column.divisor), { style: "percent", precision });
    }
    case "DURATION": {
      const n = toNumber(value);
      return n === null ? empty : `${formatNumber(n, { precision })} yrs`;
    }
    default:
      return formatDateValue(value, column.format, column.dateFormat) ?? empty;
  }
}

const DATE_PATTERNS: Partial<Record<ColumnFormatName, string>> = {
  DATE: DATE_PATTERN,
  TIME: "h:mm A",
  DATE_TIME: `${DATE_PATTERN} h:mm A`,
  MONTH: "MMMM",
  MONTH_YEAR: "MMM YYYY",
  CALENDAR: "MMM D, YYYY",
};

function formatDateValue(
  value: unknown,
  format: ColumnFormatName,
  dateFormat?: string | null,
): string | null {
  const parts = dateParts(value);
  if (!parts) return typeof value === "string" ? value : null;
  const pattern =
    format === "CUSTOM_DATE" ? (dateFormat ?? DATE_PATTERN) : (DATE_PATTERNS[format] ?? DATE_PATTERN);
  return formatDatePattern(parts, dateFormat && format !== "CUSTOM_DATE" ? dateFormat : pattern);
}

/**
 * A value of a row that carries its own format (summary grids mix dollars and ratios):
 * dollars without cents unless a precision is given, percentages from decimal fractions.
 */
export function formatRowValue(
  value: unknown,
  format: ValueFormatName | null | undefined,
  precision?: number | null,
) {
  if (isNotMeaningful(value)) return NOT_MEANINGFUL;
  const n = toNumber(value);
  if (n === null) return NOT_AVAILABLE;
  if (format === "DOLLAR") return formatNumber(n, { style: "currency", precision: precision ?? 0 });
  if (format === "PERCENTAGE")
    return formatNumber(n * 100, { style: "percent", precision: precision ?? DEFAULT_PRECISION });
  return formatNumber(n, { precision: precision ?? DEFAULT_PRECISION });
}

/** The number a chart plots: percentage series times 100 (spec section 5), others as they are. */
export function chartValue(value: unknown, format: ValueFormatName): number | null {
  const n = toNumber(value);
  if (n === null) return null;
  return format === "PERCENTAGE" ? n * 100 : n;
}

/** A plotted value's label: '5.12%' for percentage series, dollars without cents, plain numbers. */
export function formatChartValue(plotted: number | null, format: ValueFormatName, precision?: number | null) {
  if (plotted === null) return NOT_AVAILABLE;
  if (format === "PERCENTAGE")
    return formatNumber(plotted, { style: "percent", precision: precision ?? DEFAULT_PRECISION });
  if (format === "DOLLAR") return formatNumber(plotted, { style: "currency", precision: precision ?? 0 });
  return formatNumber(plotted, { precision: precision ?? DEFAULT_PRECISION });
}

/**
 * A plotted value in few characters, for a label that has no room for the whole figure:
 * '$18.2M', '($4.75M)', '1.25K'; percentages keep one decimal ('12.5%').
 */
export function formatCompactChartValue(plotted: number | null, format: ValueFormatName) {
  if (plotted === null) return NOT_AVAILABLE;
  if (format === "PERCENTAGE") return formatNumber(plotted, { style: "percent", precision: 1 });
  return formatNumber(plotted, { style: format === "DOLLAR" ? "currency" : "number", compact: true });
}
