import type { ColumnFormatName, ColumnFormatting, ValueFormatName } from "./columns.ts";
import { percentOf } from "./columns.ts";
import { dateParts, EXCEL_DATE_FORMAT } from "./dates.ts";
import { DEFAULT_PRECISION, isNotMeaningful, NOT_MEANINGFUL, toNumber } from "./numbers.ts";

const decimals = (precision: number) => (precision > 0 ? `.${"0".repeat(Math.min(10, precision))}` : "");

/** Positive;negative sections, negatives in parentheses as on screen. */
const signed = (positive: string) => `${positive};(${positive})`;

const DATE_FORMATS: Partial<Record<ColumnFormatName, string>> = {
  DATE: EXCEL_DATE_FORMAT,
  CUSTOM_DATE: EXCEL_DATE_FORMAT,
  TIME: "h:mm AM/PM",
  DATE_TIME: `${EXCEL_DATE_FORMAT} h:mm AM/PM`,
  MONTH: "mmmm",
  MONTH_YEAR: "mmm yyyy",
  CALENDAR: "mmm d, yyyy",
};

/**
 * The Excel number format of a column, matching its screen text. Percentages are written as
 * fractions (see excelCellValue) because Excel's % multiplies by 100 itself.
 */
export function excelNumberFormat(column: ColumnFormatting & { dateFormatExcel?: string | null }): string {
  const d = decimals(column.precision ?? DEFAULT_PRECISION);
  switch (column.format) {
    case "TEXT":
      return "@";
    // Currency columns as on screen: plain digits under a header naming the unit (formatColumnValue).
    case "NUMERIC":
    case "CURRENCY":
    case "DURATION":
      return signed(`#,##0${d}`);
    case "PERCENTAGE":
    case "PROGRESS":
      return signed(`0${d}%`);
    default:
      return column.dateFormatExcel ?? DATE_FORMATS[column.format] ?? EXCEL_DATE_FORMAT;
  }
}

/** The Excel format of a row that carries its own format (dollar rows, percentage rows). */
export function excelRowNumberFormat(
  format: ValueFormatName | null | undefined,
  precision?: number | null,
): string {
  if (format === "DOLLAR") return signed(`"$"#,##0${decimals(precision ?? 0)}`);
  if (format === "PERCENTAGE") return signed(`0${decimals(precision ?? DEFAULT_PRECISION)}%`);
  return signed(`#,##0${decimals(precision ?? DEFAULT_PRECISION)}`);
}

/**
 * What to write into a cell so that the number format above shows the screen's text: numbers
 * as numbers (divided by a numeric divisor), percentages as fractions, dates as UTC dates,
 * text as text; null leaves the cell empty.
 */
/**
 * A number as Excel keeps it: 15 significant digits (what a double holds exactly, and all Excel
 * reads of a number). Digits past them are binary noise of the engine's doubles, which a program
 * reading the file would otherwise see: -1227620.2771000005 is written -1227620.2771.
 */
export const excelNumber = (n: number): number => Number(n.toPrecision(15));

export function excelCellValue(value: unknown, column: ColumnFormatting): number | string | Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (isNotMeaningful(value)) return NOT_MEANINGFUL;
  switch (column.format) {
    case "TEXT":
      return String(value);
    case "PERCENTAGE":
    case "PROGRESS": {
      const n = toNumber(value);
      return n === null ? null : excelNumber(percentOf(n, column.divisor) / 100);
    }
    case "NUMERIC":
    case "CURRENCY":
    case "DURATION": {
      const n = toNumber(value);
      return n === null ? null : excelNumber(column.divisor ? n / column.divisor : n);
    }
    default: {
      const p = dateParts(value);
      return p ? new Date(Date.UTC(p.year, p.month - 1, p.day, p.hours, p.minutes)) : String(value);
    }
  }
}
