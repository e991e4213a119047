import {
  formatColumnValue,
  formatRowValue,
  type ColumnFormatting,
  type ValueFormatName,
} from "../columns.ts";

/**
 * A cell of a report table as the schema serves it: a number (Cell.number, an exact Decimal
 * string; the gateway's own views carry it as `value`), a text or a flag.
 */
export interface CellData {
  field: string;
  value?: number | null;
  number?: string | null;
  text?: string | null;
  flag?: boolean | null;
}

export type CellValue = number | string | boolean | null;

/** A column as far as its cells' texts go. */
export interface PageColumn extends ColumnFormatting {
  field: string;
  /** 'rowFormat' when each row carries its own format. */
  displayAs?: string | null;
}

/** A row of a report table: its id, its own format (mixed grids) and one value per field. */
export interface PageRow {
  id: string;
  /** The row's id within its table (TableRow.key); `id` is opaque. */
  key: string;
  rowFormat: ValueFormatName | null;
  values: Record<string, CellValue>;
}

/** A table of a report page as the risk figures read it, with the table's own values. */
export interface PageTable {
  source: string;
  columns: readonly PageColumn[];
  rows: readonly PageRow[];
  values: readonly { field: string; value?: number | null; text?: string | null }[];
}

/** A report page's tables, with the page's id. */
export interface ReportPage {
  id: string;
  tables: readonly PageTable[];
}

/** A number of a report page and its text exactly as the page's table shows it. */
export interface Figure {
  value: number | null;
  text: string;
}

/** A Decimal string as a double: its 15 significant digits are the double's own. */
const decimalNumber = (text: string | null | undefined) =>
  text === null || text === undefined ? null : Number(text);

/** One value per field of a row's cells, whichever of number, text or flag the cell has. */
export function cellValues(cells: readonly CellData[]): Record<string, CellValue> {
  const values: Record<string, CellValue> = {};
  for (const cell of cells)
    values[cell.field] = cell.value ?? decimalNumber(cell.number) ?? cell.text ?? cell.flag ?? null;
  return values;
}

/** A cell's text: the row's own format in mixed grids, otherwise the column's. */
export function cellText(
  value: CellValue | undefined,
  column: PageColumn,
  rowFormat: ValueFormatName | null,
): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (column.displayAs === "rowFormat" && rowFormat) return formatRowValue(value, rowFormat);
  return formatColumnValue(value, column);
}

/** A table block as the schema serves it (web and gateway alike), as the risk figures read it. */
export function pageTableOf(block: {
  source: string;
  columns: readonly PageColumn[];
  rows: readonly { id: string; key: string; format?: ValueFormatName | null; cells: readonly CellData[] }[];
  values: readonly CellData[];
}): PageTable {
  return {
    source: block.source,
    columns: block.columns,
    rows: block.rows.map((r) => ({
      id: r.id,
      key: r.key,
      rowFormat: r.format ?? null,
      values: cellValues(r.cells),
    })),
    // A table's own values come as cells too: a number as Cell.number (a Decimal) or `value`.
    values: block.values.map((v) => ({
      field: v.field,
      value: v.value ?? decimalNumber(v.number),
      text: v.text ?? null,
    })),
  };
}

/** A row of a table by its id in the table (TableRow.key): row ids are opaque and never parsed. */
export function findRow(page: ReportPage, source: string, rowKey: string) {
  const table = page.tables.find((t) => t.source === source);
  const row = table?.rows.find((r) => r.key === rowKey);
  return table && row ? { table, row } : null;
}

/** A cell of a row as a figure: its number and the text the report's grid shows for it. */
export function figureOf(table: PageTable, row: PageRow, field: string): Figure | null {
  const column = table.columns.find((c) => c.field === field);
  if (!column) return null;
  const raw = row.values[field] ?? null;
  return { value: typeof raw === "number" ? raw : null, text: cellText(raw, column, row.rowFormat) };
}
