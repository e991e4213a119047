import type { GridColDef, GridColumnGroupingModel } from "@mui/x-data-grid-premium";
import { cellText, columnGroups, type GridRow, type TableColumnData } from "./table-model.ts";

const NUMERIC_FORMATS = new Set(["NUMERIC", "PERCENTAGE", "CURRENCY", "DURATION", "PROGRESS"]);

export const isNumericColumn = (c: TableColumnData) => NUMERIC_FORMATS.has(c.format);

/** Grid column width from the dictionary's 12-unit grid: a share of the row, never unreadably narrow. */
const minWidthOf = (c: TableColumnData) => (c.isRowHeader ? 220 : Math.max(90, c.width * 45));

/** A character of the compact grid's 14 px Roboto, digits and capitals included, and a cell's padding. */
const CHAR_PX = 8;
const CELL_PADDING_PX = 24;
/** The tree column's expand button and each level's indent. */
const TREE_BUTTON_PX = 40;
const TREE_INDENT_PX = 16;

/**
 * How wide each column must be to show its longest text (header or cell) whole: a number cut
 * to '141,180,…' is a number nobody can read. Tables wider than their block scroll sideways.
 */
export function contentWidths(columns: readonly TableColumnData[], rows: readonly GridRow[]) {
  const widths: Record<string, number> = {};
  for (const c of columns) {
    let longest = c.label.length * CHAR_PX;
    for (const row of rows) {
      const text = cellText(row.values[c.field] ?? null, c, row.rowFormat ?? null);
      const indent = c.isRowHeader ? TREE_BUTTON_PX + row.level * TREE_INDENT_PX : 0;
      longest = Math.max(longest, text.length * CHAR_PX + indent);
    }
    widths[c.field] = Math.ceil(longest + CELL_PADDING_PX);
  }
  return widths;
}

export function gridColumn(c: TableColumnData, contentWidth = 0): GridColDef<GridRow> {
  const numeric = isNumericColumn(c);
  return {
    field: c.field,
    headerName: c.label,
    description: c.group ? `${c.group}: ${c.label}` : c.label,
    type: numeric ? "number" : "string",
    flex: Math.max(1, c.width),
    minWidth: Math.max(minWidthOf(c), contentWidth),
    align: numeric ? "right" : "left",
    headerAlign: numeric ? "right" : "left",
    sortable: c.sortable,
    disableExport: c.noExport,
    // Rows the grid makes up for a tree path with a missing parent have no data.
    valueGetter: (_value, row) => row?.values?.[c.field] ?? null,
    valueFormatter: (value: GridRow["values"][string], row) => cellText(value, c, row?.rowFormat ?? null),
    cellClassName: c.emphasize ? "report-emphasize" : undefined,
  };
}

/** The tree column: the row label with expand and collapse (the dictionaries' 'header' column). */
export function treeColumn(
  header: TableColumnData | undefined,
  contentWidth = 0,
): Partial<GridColDef<GridRow>> {
  return {
    headerName: header?.label ?? "",
    flex: Math.max(2, header?.width ?? 3),
    minWidth: Math.max(260, contentWidth),
    valueFormatter: (_value: unknown, row: GridRow | undefined) =>
      String(header ? (row?.values?.[header.field] ?? "") : ""),
  };
}

export function groupingModel(columns: readonly TableColumnData[]): GridColumnGroupingModel {
  return columnGroups(columns).map((g, i) => ({
    groupId: `${g.group}#${i}`,
    headerName: g.group,
    children: g.fields.map((field) => ({ field })),
  }));
}
