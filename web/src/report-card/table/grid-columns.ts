import { BREACH_STYLE, showsBreach } from "@alm/formats";
import type { GridColDef, GridColumnGroupingModel } from "@mui/x-data-grid-premium";
import { cellText, columnGroups, type GridRow, type TableColumnData } from "./table-model.ts";
import { textWidth, twoLineWidth, type MeasureFont } from "./text-width.ts";

const NUMERIC_FORMATS = new Set(["NUMERIC", "PERCENTAGE", "CURRENCY", "DURATION", "PROGRESS"]);

export const isNumericColumn = (c: TableColumnData) => NUMERIC_FORMATS.has(c.format);

/** A column narrower than this is hard to point at; the row labels' one keeps room for a short word. */
const MIN_WIDTH = 64;
const MIN_TREE_WIDTH = 120;
/** A cell's padding (10 px each side) and a little air, so no text touches the next. */
export const CELL_PADDING_PX = 22;
/** The header's sort arrow, shown beside its title. */
const HEADER_ICON_PX = 28;
/** The tree column's expand button and each level's indent (the grid's 2 spacing units). */
const TREE_BUTTON_PX = 40;
export const TREE_INDENT_PX = 16;
const EMPHASIZED_WEIGHT = 600;
/** The row labels' cells (the tree column's, or the row header column's): on a phone they wrap. */
export const ROW_LABEL_CLASS = "report-row-label";

/** The grid's fonts: cells in body2, headers in its medium weight. */
export interface GridFonts {
  cell: MeasureFont;
  header: MeasureFont;
}

const FALLBACK_FONT = { family: "sans-serif", weight: 400, sizePx: 14 };
const FALLBACK_FONTS: GridFonts = { cell: FALLBACK_FONT, header: { ...FALLBACK_FONT, weight: 500 } };

/**
 * How wide each column must be to show its longest text (header or cell) whole: a number cut
 * to '141,180,…' is a number nobody can read. A group header wider than its columns widens the last.
 * With `wrapHeaders`, a header may take two lines (a table that would not fit otherwise).
 */
export function contentWidths(
  columns: readonly TableColumnData[],
  rows: readonly GridRow[],
  fonts: GridFonts = FALLBACK_FONTS,
  wrapHeaders = false,
) {
  const widths: Record<string, number> = {};
  for (const c of columns) {
    const cellFont = c.emphasize ? { ...fonts.cell, weight: EMPHASIZED_WEIGHT } : fonts.cell;
    const header = wrapHeaders ? twoLineWidth(c.label, fonts.header) : textWidth(c.label, fonts.header);
    let longest = header + (c.sortable ? HEADER_ICON_PX : 0);
    for (const row of rows) {
      const text = cellText(row.values[c.field] ?? null, c, row.rowFormat ?? null);
      const indent = c.isRowHeader ? TREE_BUTTON_PX + row.level * TREE_INDENT_PX : 0;
      // A breach is drawn bolder than the rest: measured plain, "Outside policy" ended in an ellipsis.
      const font = showsBreach(c, row.values) ? { ...fonts.cell, weight: BREACH_STYLE.fontWeight } : cellFont;
      longest = Math.max(longest, textWidth(text, font) + indent);
    }
    widths[c.field] = Math.max(
      c.isRowHeader ? MIN_TREE_WIDTH : MIN_WIDTH,
      Math.ceil(longest + CELL_PADDING_PX),
    );
  }
  for (const g of columnGroups(columns)) {
    const spanned = g.fields.reduce((sum, f) => sum + widths[f], 0);
    const needed = Math.ceil(textWidth(g.group, fonts.header) + CELL_PADDING_PX);
    if (needed > spanned) widths[g.fields[g.fields.length - 1]] += needed - spanned;
  }
  return widths;
}

/** The width a table takes with every shown column at its content width, and the grid's borders. */
export const naturalWidth = (widths: Record<string, number>, shown: readonly string[]) =>
  shown.reduce((sum, field) => sum + (widths[field] ?? 0), 2);

/** A column at least as wide as its content, sharing out the room a wider block leaves. */
export function gridColumn(c: TableColumnData, contentWidth = MIN_WIDTH): GridColDef<GridRow> {
  const numeric = isNumericColumn(c);
  return {
    field: c.field,
    headerName: c.label,
    description: c.group ? `${c.group}: ${c.label}` : c.label,
    type: numeric ? "number" : "string",
    flex: 1,
    minWidth: Math.max(MIN_WIDTH, contentWidth),
    align: numeric ? "right" : "left",
    headerAlign: numeric ? "right" : "left",
    sortable: c.sortable,
    disableExport: c.noExport,
    // Rows the grid makes up for a tree path with a missing parent have no data.
    valueGetter: (_value, row) => row?.values?.[c.field] ?? null,
    valueFormatter: (value: GridRow["values"][string], row) => cellText(value, c, row?.rowFormat ?? null),
    // Any cell may show a breach: a row's answer, or a figure its row flags (showsBreach).
    cellClassName: (params) => cellClasses(c, showsBreach(c, params.row?.values)),
  };
}

/** A cell's classes: emphasized columns, row labels, and a breached limit (its answer or its figure). */
const cellClasses = (c: TableColumnData, breach: boolean) =>
  [c.emphasize && "report-emphasize", c.isRowHeader && ROW_LABEL_CLASS, breach && BREACH_CLASS]
    .filter(Boolean)
    .join(" ");

/** A cell that shows a breached limit (showsBreach: a row's answer, a figure beyond its limit). */
export const BREACH_CLASS = "report-breach";

/** The tree column: the row label with expand and collapse (the dictionaries' 'header' column). */
export function treeColumn(
  header: TableColumnData | undefined,
  contentWidth = MIN_TREE_WIDTH,
): Partial<GridColDef<GridRow>> {
  return {
    headerName: header?.label ?? "",
    cellClassName: ROW_LABEL_CLASS,
    flex: 2,
    minWidth: Math.max(MIN_TREE_WIDTH, contentWidth),
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
