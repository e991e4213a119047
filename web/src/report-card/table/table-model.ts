import {
  cellText,
  cellValues,
  columnGroups as groupRuns,
  isDefaultScenario,
  levelOfPath,
  pathsInTable,
  type ValueFormatName,
} from "@alm/formats";
import type { TableBlockView_BlockFragment } from "../../generated/graphql.ts";

export type TableColumnData = TableBlockView_BlockFragment["columns"][number];
type RowData = TableBlockView_BlockFragment["rows"][number];

/** A grid row: its tree path, its own format (mixed grids) and one value per field. */
export interface GridRow {
  id: string;
  path: string[];
  level: number;
  rowFormat: ValueFormatName | null;
  values: Record<string, number | string | boolean | null>;
}

/** Rows as the grid and the print table read them: one value per field, text or number or flag. */
export function toGridRows(rows: readonly RowData[]): GridRow[] {
  const paths = pathsInTable(rows);
  return rows.map((row, i) => {
    const path = paths[i] ?? [row.id];
    return {
      id: row.id,
      path,
      level: levelOfPath(path),
      rowFormat: row.format ?? null,
      values: cellValues(row.cells),
    };
  });
}

/** Rows of the first `levels` levels of a tree (level 0 is the top). */
export const rowsToLevel = (rows: readonly GridRow[], levels: number) => rows.filter((r) => r.level < levels);

/** Whether a table has scenario columns beyond the default -300, Base and 300. */
export const hasHiddenScenarios = (columns: readonly TableColumnData[]) =>
  columns.some((c) => c.scenario && !isDefaultScenario(c.scenario));

/** Columns visible by default: every column but the scenarios other than -300, Base and 300. */
export function defaultVisibility(
  columns: readonly TableColumnData[],
  allScenarios: boolean,
): Record<string, boolean> {
  const model: Record<string, boolean> = {};
  for (const c of columns) model[c.field] = allScenarios || !c.scenario || isDefaultScenario(c.scenario);
  return model;
}

/** Column groups (dataset1, dataset2, difference or the dictionary's own) in column order. */
export const columnGroups = (columns: readonly TableColumnData[]): { group: string; fields: string[] }[] =>
  groupRuns(columns).map((g) => ({
    group: g.label,
    fields: columns.slice(g.from, g.to + 1).map((c) => c.field),
  }));

/** A cell's text: the row's own format in mixed grids, otherwise the column's (one rule, @alm/formats). */
export { cellText };

/**
 * The table as the clipboard carries it (tab-separated, for a spreadsheet or a document): the
 * group header row when columns are grouped, each group's label once above its first column,
 * then the column labels, then every row as the screen writes it.
 */
export function clipboardText(columns: readonly TableColumnData[], rows: readonly GridRow[]): string {
  const lines: string[][] = [];
  const groups = groupRuns(columns);
  if (groups.length) {
    const groupRow = columns.map(() => "");
    for (const g of groups) groupRow[g.from] = g.label;
    lines.push(groupRow);
  }
  lines.push(columns.map((c) => c.label));
  for (const row of rows) lines.push(columns.map((c) => cellText(row.values[c.field], c, row.rowFormat)));
  // A tab or line break inside a text would start a new cell or row.
  return lines.map((cells) => cells.map((t) => t.replace(/[\t\r\n]+/g, " ")).join("\t")).join("\n");
}

/**
 * The columns as the screen lays them out: a flat table without a row header column ('header' in
 * its dictionary) reads its first column as its row labels, pinned as the Executive Summary's
 * Measure is. On a phone NEV Summary's and NEV Volatility's Rate Shock (a text column) scrolled
 * away, leaving figures without the row they stand for (a CFO's review). Tree tables have theirs.
 */
export function withRowLabels(columns: readonly TableColumnData[], treeData: boolean): TableColumnData[] {
  const [first, ...rest] = columns;
  if (treeData || !first || columns.some((c) => c.isRowHeader)) return [...columns];
  return [{ ...first, isRowHeader: true }, ...rest];
}
