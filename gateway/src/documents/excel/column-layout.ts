import { compareScenarios } from "@alm/formats";
import type { TableColumnView } from "../../reports/report-view.ts";

/** A run of neighbouring columns under one group header (dataset1, dataset2, difference or the dictionary's own). */
export interface ColumnGroup {
  label: string;
  /** First and last column positions, 0-based, within the exported columns. */
  from: number;
  to: number;
}

/**
 * The columns a workbook carries, in the screen's order: the row label first, then the rest as
 * the dictionary lists them with each group's scenario columns sorted numerically (spec
 * shell-and-reports section 5); columns marked noExport, or without a field or label, are left out.
 */
export function exportColumns(columns: readonly TableColumnView[]): TableColumnView[] {
  const usable = columns.filter((c) => !c.noExport && c.field && c.label);
  const rest = usable.filter((c) => !c.isRowHeader);
  const ordered: TableColumnView[] = [];
  for (const column of rest) {
    if (ordered.includes(column)) continue;
    if (!column.scenario) {
      ordered.push(column);
      continue;
    }
    const sameGroup = rest.filter((c) => c.scenario && c.group === column.group);
    ordered.push(...sameGroup.sort((a, b) => compareScenarios(a.scenario ?? "", b.scenario ?? "")));
  }
  return [...usable.filter((c) => c.isRowHeader), ...ordered];
}

/** Runs of neighbouring columns with the same group. */
export function columnGroups(columns: readonly TableColumnView[]): ColumnGroup[] {
  const groups: ColumnGroup[] = [];
  columns.forEach((c, i) => {
    if (!c.group) return;
    const last = groups.at(-1);
    if (last && last.label === c.group && last.to === i - 1) last.to = i;
    else groups.push({ label: c.group, from: i, to: i });
  });
  return groups;
}

/** Excel character widths from the dictionary's 12-unit grid widths; the row label is wider. */
export function excelWidth(column: TableColumnView): number {
  return column.isRowHeader ? Math.max(36, column.width * 14) : Math.max(12, column.width * 9);
}
