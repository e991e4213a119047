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
/** Decimals the API's Decimal keeps at most (gateway graphql/scalars/decimal-rounding.ts). */
const MOST_DECIMALS = 8;
/** Significant digits a double holds exactly (DBL_DIG), and all Excel reads of a number. */
const SIGNIFICANT_DIGITS = 15;

/** The shortest text that reads back as the number, without an exponent (below 1e-6 it has one). */
function plainText(positive: number): string {
  const [mantissa = "", exponent] = String(positive).split("e");
  if (exponent === undefined) return mantissa;
  const digits = mantissa.replace(".", "");
  return `0.${"0".repeat(-Number(exponent) - 1)}${digits}`;
}

/** Positive decimal text (no exponent) rounded half up to `places` decimals. */
function roundTextHalfUp(text: string, places: number): string {
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= places) return text;
  const kept = `${whole}${fraction.slice(0, places)}`.split("").map(Number);
  if (Number(fraction[places]) >= 5) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i < 0) kept.unshift(1);
    else kept[i] = (kept[i] as number) + 1;
  }
  const digits = kept.join("");
  const point = digits.length - places;
  return places ? `${digits.slice(0, point)}.${digits.slice(point)}` : digits;
}

/**
 * A number as Excel keeps it: the API's Decimal of it (at most 15 significant digits and 8
 * decimals, half away from zero, from the shortest text that reads back as the double), so a
 * workbook's cell and the API's figure are one number. Digits past them are binary noise of the
 * engine's doubles, which a program reading the file would otherwise see: -756046.937100001 is
 * written -756046.9371, as GraphQL gives it.
 */
export function excelNumber(n: number): number {
  if (n === 0 || !Number.isFinite(n)) return n;
  // Past 1e21 every double is a whole number, which the API keeps as it is.
  if (Math.abs(n) >= 1e21) return n;
  const text = plainText(Math.abs(n));
  const wholeDigits = Math.abs(n) < 1 ? 1 : (text.split(".")[0] as string).length;
  const places = Math.min(MOST_DECIMALS, Math.max(0, SIGNIFICANT_DIGITS - wholeDigits));
  // + 0: a negative that rounds to nothing is 0, as the API writes it, not -0.
  return Math.sign(n) * Number(roundTextHalfUp(text, places)) + 0;
}

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
