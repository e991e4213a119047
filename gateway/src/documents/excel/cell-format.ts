import {
  excelCellValue,
  excelNumberFormat,
  excelRowNumberFormat,
  toNumber,
  type ColumnFormatName,
} from "@alm/formats";
import type { CellView, TableColumnView, TableRowView } from "../../reports/report-view.ts";

export type ExcelValue = number | string | Date | null;

/** What one cell holds and how Excel shows it; null format leaves Excel's General. */
export interface ExcelCell {
  value: ExcelValue;
  numFmt: string | null;
}

/** The value a cell carries, as the screen reads it (value, else text, else flag). */
function rawValue(cell: CellView | undefined): number | string | boolean | null {
  if (!cell) return null;
  return cell.value ?? cell.text ?? cell.flag ?? null;
}

const formatting = (column: TableColumnView) => ({
  format: column.format as ColumnFormatName,
  precision: column.precision,
  divisor: column.divisor,
  valueIfEmpty: column.valueIfEmpty,
  dateFormat: column.dateFormat,
  dateFormatExcel: column.dateFormatExcel,
});

/** The number format of a column (the screen's rule, @alm/formats). */
export const columnNumberFormat = (column: TableColumnView): string => excelNumberFormat(formatting(column));

/**
 * One cell as Excel should hold it: numbers as numbers with the screen's format (percentages as
 * fractions under a % format, negatives in parentheses), text as text, flags as Yes/No. Rows of
 * mixed grids carry their own format in columns shown 'rowFormat'.
 */
export function excelCell(cell: CellView | undefined, column: TableColumnView, row: TableRowView): ExcelCell {
  const raw = rawValue(cell);
  if (typeof raw === "boolean") return { value: raw ? "Yes" : "No", numFmt: null };
  if (column.displayAs === "rowFormat" && row.format) {
    // As on screen, a row format brings its own decimals (the column's are for the other rows).
    // Row formats show decimal fractions as percent; Excel's % format multiplies by 100 itself.
    return { value: toNumber(raw), numFmt: excelRowNumberFormat(row.format) };
  }
  const value = excelCellValue(raw, formatting(column));
  if (column.format === "TEXT" || column.isRowHeader) return { value, numFmt: null };
  return { value, numFmt: columnNumberFormat(column) };
}
