import type { Worksheet } from "exceljs";
import type { TableBlockView, TableRowView } from "../../reports/report-view.ts";
import { columnNumberFormat, excelCell } from "./cell-format.ts";
import { columnGroups, excelWidth, exportColumns } from "./column-layout.ts";

/** Excel's deepest row outline level. */
const MAX_OUTLINE_LEVEL = 7;
const BOLD = { bold: true };

/**
 * Tree depth as the screen shows it: a table may carry a branch of the tree, so depth counts
 * only the ancestors the table itself has.
 */
function depths(rows: readonly TableRowView[]): Map<string, number> {
  const present = new Set(rows.map((r) => r.id));
  return new Map(rows.map((r) => [r.id, r.path.filter((id) => id !== r.id && present.has(id)).length]));
}

/** Where a written table sits, for freezing its header and for tests. */
export interface WrittenTable {
  headerRow: number;
  firstDataRow: number;
  lastRow: number;
  columnCount: number;
}

/**
 * Appends one table block below what the sheet holds: its title, a merged group header row when
 * columns are grouped, the header row, then the rows with their tree depth as outline levels.
 */
export function writeTable(sheet: Worksheet, block: TableBlockView, first: boolean): WrittenTable {
  const columns = exportColumns(block.columns);
  if (first) {
    sheet.columns = columns.map((c) => ({
      key: c.field,
      width: excelWidth(c),
      style: c.isRowHeader || c.format === "TEXT" ? {} : { numFmt: columnNumberFormat(c) },
    }));
  } else {
    sheet.addRow([]);
  }
  if (block.title) sheet.addRow([block.title]).font = { italic: true };

  const groups = columnGroups(columns);
  if (groups.length) {
    const groupRow = sheet.addRow(columns.map(() => null));
    for (const g of groups) {
      groupRow.getCell(g.from + 1).value = g.label;
      if (g.to > g.from) sheet.mergeCells(groupRow.number, g.from + 1, groupRow.number, g.to + 1);
    }
    groupRow.font = BOLD;
    groupRow.alignment = { horizontal: "center" };
  }
  const header = sheet.addRow(columns.map((c) => c.label));
  header.font = BOLD;
  header.alignment = { horizontal: "center", vertical: "bottom", wrapText: true };
  header.getCell(1).alignment = { horizontal: "left", vertical: "bottom" };
  header.eachCell((cell) => (cell.border = { bottom: { style: "thin" } }));

  const depthOf = depths(block.rows);
  for (const row of block.rows) {
    const byField = new Map(row.cells.map((c) => [c.field, c]));
    const cells = columns.map((column) => excelCell(byField.get(column.field), column, row));
    const written = sheet.addRow(cells.map((c) => c.value));
    cells.forEach((c, i) => {
      if (c.numFmt && columns[i]?.displayAs === "rowFormat") written.getCell(i + 1).numFmt = c.numFmt;
    });
    const depth = depthOf.get(row.id) ?? 0;
    if (block.treeData && depth > 0) {
      written.outlineLevel = Math.min(depth, MAX_OUTLINE_LEVEL);
      written.getCell(1).alignment = { indent: Math.min(depth * 2, 15) };
    }
    if (row.hasChildren) written.font = BOLD;
  }
  return {
    headerRow: header.number,
    firstDataRow: header.number + 1,
    lastRow: sheet.rowCount,
    columnCount: columns.length,
  };
}
