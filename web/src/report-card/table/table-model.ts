import {
  SCREEN_TREE_LEVELS,
  compareScenarios,
  formatColumnValue,
  formatRowValue,
  isDefaultScenario,
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
  const present = new Set(rows.map((r) => r.id));
  return rows.map((row) => {
    const values: GridRow["values"] = {};
    for (const cell of row.cells) values[cell.field] = cell.value ?? cell.text ?? cell.flag ?? null;
    // A table may show a branch of the tree: its top rows' parents are not in it, so the
    // path starts at the first ancestor the table has.
    const path = row.path.filter((id) => present.has(id));
    if (path.at(-1) !== row.id) path.push(row.id);
    return { id: row.id, path, level: Math.max(0, path.length - 1), rowFormat: row.format ?? null, values };
  });
}

/** Rows of the first `levels` levels of a tree (level 0 is the top). */
export const rowsToLevel = (rows: readonly GridRow[], levels: number) => rows.filter((r) => r.level < levels);

/** Rows shown at first: the levels the screen opens a tree with. */
export const initiallyVisibleRows = (rows: readonly GridRow[]) =>
  rowsToLevel(rows, SCREEN_TREE_LEVELS).length;

/**
 * Columns in display order: the row label first, then the rest as the dictionary lists them,
 * except that per-scenario columns of each group sort numerically (spec section 5).
 */
export function orderColumns(columns: readonly TableColumnData[]): TableColumnData[] {
  const header = columns.filter((c) => c.isRowHeader);
  const rest = columns.filter((c) => !c.isRowHeader);
  const sorted: TableColumnData[] = [];
  for (const column of rest) {
    if (sorted.includes(column)) continue;
    if (!column.scenario) {
      sorted.push(column);
      continue;
    }
    const sameGroup = rest.filter((c) => c.scenario && c.group === column.group);
    sorted.push(...[...sameGroup].sort((a, b) => compareScenarios(a.scenario ?? "", b.scenario ?? "")));
  }
  return [...header, ...sorted];
}

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
export function columnGroups(columns: readonly TableColumnData[]): { group: string; fields: string[] }[] {
  const groups: { group: string; fields: string[] }[] = [];
  for (const c of columns) {
    if (!c.group) continue;
    const last = groups.at(-1);
    if (last && last.group === c.group) last.fields.push(c.field);
    else groups.push({ group: c.group, fields: [c.field] });
  }
  return groups;
}

/** Columns an export may carry: not marked noExport, and with a field and a label. */
export const exportableColumns = (columns: readonly TableColumnData[]) =>
  columns.filter((c) => !c.noExport && c.field && c.label);

/** A cell's text: the row's own format in mixed grids, otherwise the column's (one rule, @alm/formats). */
export function cellText(
  value: number | string | boolean | null | undefined,
  column: TableColumnData,
  rowFormat: ValueFormatName | null,
): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (column.displayAs === "rowFormat" && rowFormat) return formatRowValue(value, rowFormat);
  return formatColumnValue(value, column);
}
