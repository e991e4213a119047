import { getFragmentData } from "../generated/index.ts";
import type { DashboardReportQuery } from "../generated/graphql.ts";
import { TableBlockViewFragment } from "../report-card/table/table-fragment.ts";
import {
  cellText,
  toGridRows,
  type GridRow,
  type TableColumnData,
} from "../report-card/table/table-model.ts";

/** A table of a report page as the dashboard reads it: the report card's columns and rows, and the table's own values. */
export interface PageTable {
  source: string;
  columns: readonly TableColumnData[];
  rows: readonly GridRow[];
  values: readonly { field: string; value: number | null; text: string | null }[];
}

/** A report page's tables, with the page's id (row ids start with it and the table's source). */
export interface ReportPage {
  id: string;
  tables: readonly PageTable[];
}

/** A number of a report page and its text exactly as the page's table shows it. */
export interface Figure {
  value: number | null;
  text: string;
}

export function toReportPage(report: DashboardReportQuery["report"]): ReportPage {
  const tables = report.blocks.flatMap((block) => {
    if (block.__typename !== "TableBlock") return [];
    const table = getFragmentData(TableBlockViewFragment, block);
    return [
      { source: block.source, columns: table.columns, rows: toGridRows(table.rows), values: block.values },
    ];
  });
  return { id: report.id, tables };
}

/**
 * A row of a table by its id in the table: the schema makes a row's id of the report's id, the
 * block's source and that id.
 */
export function findRow(page: ReportPage, source: string, rowId: string) {
  const table = page.tables.find((t) => t.source === source);
  const row = table?.rows.find((r) => r.id === `${page.id}:${source}:${rowId}`);
  return table && row ? { table, row } : null;
}

/** A cell of a row as a figure: its number and the text the report's grid shows for it. */
export function figureOf(table: PageTable, row: GridRow, field: string): Figure | null {
  const column = table.columns.find((c) => c.field === field);
  if (!column) return null;
  const raw = row.values[field] ?? null;
  return { value: typeof raw === "number" ? raw : null, text: cellText(raw, column, row.rowFormat) };
}

/** The id of a row within its table (the part after the report's id and the block's source). */
export const rowKey = (page: ReportPage, table: PageTable, row: GridRow) =>
  row.id.slice(`${page.id}:${table.source}:`.length);
