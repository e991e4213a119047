import type { Style, Workbook, Worksheet } from "exceljs";
import type { ColumnFormatting, ValueFormatName } from "./columns.ts";
import { excelCellValue, excelNumber, excelNumberFormat, excelRowNumberFormat } from "./excel.ts";
import { toNumber } from "./numbers.ts";
import { BREACH_STYLE, showsBreach } from "./risk/policy-breach.ts";
import { cellValues } from "./risk/report-page.ts";
import { compareScenarios } from "./scenarios.ts";

/**
 * How a report table is written into an Excel sheet: the one rule for the gateway's Detail
 * workbook and the web app's per-table export. Only exceljs's types are imported here, so the
 * web app loads exceljs itself, on demand.
 */

/** A column as the report data describes it (GraphQL TableColumn, REST column definition). */
export interface SheetColumn extends ColumnFormatting {
  field: string;
  label: string;
  isRowHeader: boolean;
  group?: string | null;
  noExport?: boolean | null;
  /** Width on the dictionary's 12-unit grid. */
  width: number;
  displayAs?: string | null;
  dateFormatExcel?: string | null;
  scenario?: string | null;
  /** Answers the table's question ("In Compliance"): a breaching row's answer is emphasized (showsBreach). */
  isAnswer?: boolean | null;
}

export interface SheetCell {
  field: string;
  value?: number | null;
  /** The exact decimal (GraphQL `Decimal`), where the reader asked for it instead of `value`. */
  number?: string | null;
  text?: string | null;
  flag?: boolean | null;
}

export interface SheetRow {
  id: string;
  /** Ids from the tree's top down to this row (its own id may end it). */
  path: readonly string[];
  /** A mixed grid's row format, for columns shown 'rowFormat'. */
  format?: ValueFormatName | null;
  cells: readonly SheetCell[];
}

export interface SheetTable {
  title?: string | null;
  treeData: boolean;
  columns: readonly SheetColumn[];
  rows: readonly SheetRow[];
  /** Said under the table, as on screen (what its N/A means). */
  footer?: string | null;
}

/** A run of neighbouring columns under one group header (dataset1, dataset2, difference or the dictionary's own). */
export interface ColumnGroup {
  label: string;
  /** First and last column positions, 0-based, within the exported columns. */
  from: number;
  to: number;
}

/**
 * Columns in display order: the row label first, then the rest as the dictionary lists them,
 * except that per-scenario columns of each group sort numerically (spec shell-and-reports section 5).
 */
export function orderColumns<T extends Pick<SheetColumn, "isRowHeader" | "scenario" | "group">>(
  columns: readonly T[],
): T[] {
  const rest = columns.filter((c) => !c.isRowHeader);
  const ordered: T[] = [];
  for (const column of rest) {
    if (ordered.includes(column)) continue;
    if (!column.scenario) {
      ordered.push(column);
      continue;
    }
    const sameGroup = rest.filter((c) => c.scenario && c.group === column.group);
    ordered.push(...sameGroup.sort((a, b) => compareScenarios(a.scenario ?? "", b.scenario ?? "")));
  }
  return [...columns.filter((c) => c.isRowHeader), ...ordered];
}

/** The columns a workbook carries, in display order; noExport columns, or without a field or label, left out. */
export const exportColumns = <T extends SheetColumn>(columns: readonly T[]): T[] =>
  orderColumns(columns.filter((c) => !c.noExport && c.field && c.label));

/** Runs of neighbouring columns with the same group. */
export function columnGroups(columns: readonly SheetColumn[]): ColumnGroup[] {
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
export function excelWidth(column: SheetColumn): number {
  return column.isRowHeader ? Math.max(36, column.width * 14) : Math.max(12, column.width * 9);
}

/** What one cell holds and how Excel shows it; null format leaves Excel's General. */
export interface ExcelCell {
  value: number | string | Date | null;
  numFmt: string | null;
}

/** The value a cell carries, as the screen reads it (value, else text, else flag). */
const rawValue = (cell: SheetCell | undefined) =>
  cell?.value ?? toNumber(cell?.number) ?? cell?.text ?? cell?.flag ?? null;

/**
 * One cell as Excel should hold it: numbers as numbers with the screen's format (percentages as
 * fractions under a % format, negatives in parentheses), text as text, flags as Yes/No. Rows of
 * mixed grids carry their own format in columns shown 'rowFormat'.
 */
export function excelCell(cell: SheetCell | undefined, column: SheetColumn, row: SheetRow): ExcelCell {
  const raw = rawValue(cell);
  if (typeof raw === "boolean") return { value: raw ? "Yes" : "No", numFmt: null };
  if (column.displayAs === "rowFormat" && row.format) {
    // As on screen, a row format brings its own decimals (the column's are for the other rows).
    // Row formats show decimal fractions as percent; Excel's % format multiplies by 100 itself.
    const n = toNumber(raw);
    return { value: n === null ? null : excelNumber(n), numFmt: excelRowNumberFormat(row.format) };
  }
  const value = excelCellValue(raw, column);
  if (column.format === "TEXT" || column.isRowHeader) return { value, numFmt: null };
  return { value, numFmt: excelNumberFormat(column) };
}

/** Excel's deepest row outline level. */
const MAX_OUTLINE_LEVEL = 7;
const BOLD = { bold: true };
/**
 * A breached limit (showsBreach), as the screen and the printed page draw it (BREACH_STYLE; Excel's
 * bold is its weight). A CFO's workbook of the matrix read "No" like every "Yes" beside it.
 */
export const BREACH_FONT = { bold: true, color: { argb: `FF${BREACH_STYLE.color.slice(1)}` } };

/**
 * Tree depth as the screen shows it: a table may carry a branch of the tree, so depth counts
 * only the ancestors the table itself has.
 */
function depths(rows: readonly SheetRow[]): Map<string, number> {
  const present = new Set(rows.map((r) => r.id));
  return new Map(rows.map((r) => [r.id, r.path.filter((id) => id !== r.id && present.has(id)).length]));
}

const parentsOf = (rows: readonly SheetRow[]) =>
  new Set(rows.flatMap((r) => r.path.filter((id) => id !== r.id)));

/**
 * The styles of a table's cells, one object per distinct style. exceljs registers a cell's style
 * when it writes the file, and skips the work for a style object it has registered before: a
 * style object per cell (what setting numFmt, font or alignment on a cell makes) had it render and
 * look up every cell's style, a third of a Detail workbook's writing. Never changed once made.
 */
class SharedStyles {
  private readonly made = new Map<string, Partial<Style>>();

  of(cell: ExcelCell, bold: boolean, indent: number, breach = false): Partial<Style> {
    // Without a number format, exceljs picks one by the value's type (General for numbers, a
    // date format for dates), for the first cell of the style only: the type is part of the key.
    const type = cell.numFmt ? "" : cell.value instanceof Date ? "date" : typeof cell.value;
    const key = `${cell.numFmt ?? ""}|${type}|${bold ? "b" : ""}|${indent}|${breach ? "x" : ""}`;
    let style = this.made.get(key);
    if (!style) {
      style = {};
      if (cell.numFmt) style.numFmt = cell.numFmt;
      if (breach) style.font = BREACH_FONT;
      else if (bold) style.font = BOLD;
      if (indent) style.alignment = { indent };
      this.made.set(key, style);
    }
    return style;
  }
}

/** Where a written table sits, for freezing its header and for tests. */
export interface WrittenTable {
  headerRow: number;
  firstDataRow: number;
  lastRow: number;
  columnCount: number;
}

/**
 * Appends one table below what the sheet holds: its title, a merged group header row when
 * columns are grouped, the header row, then the rows with their tree depth as outline levels.
 * The first table of a sheet sets the column widths and default number formats; every number
 * written has its own column's format.
 */
export function writeTable(sheet: Worksheet, table: SheetTable, first: boolean): WrittenTable {
  const columns = exportColumns(table.columns);
  if (first) {
    sheet.columns = columns.map((c) => ({
      key: c.field,
      width: excelWidth(c),
      style: c.isRowHeader || c.format === "TEXT" ? {} : { numFmt: excelNumberFormat(c) },
    }));
  } else {
    sheet.addRow([]);
  }
  if (table.title) sheet.addRow([table.title]).font = { italic: true };

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

  const depthOf = depths(table.rows);
  const parents = parentsOf(table.rows);
  const styles = new SharedStyles();
  for (const row of table.rows) {
    const byField = new Map(row.cells.map((c) => [c.field, c]));
    const values = cellValues(row.cells);
    const cells = columns.map((column) => excelCell(byField.get(column.field), column, row));
    const written = sheet.addRow(cells.map((c) => c.value));
    const depth = depthOf.get(row.id) ?? 0;
    const indented = table.treeData && depth > 0;
    if (indented) written.outlineLevel = Math.min(depth, MAX_OUTLINE_LEVEL);
    const bold = parents.has(row.id);
    // The row's own style (Excel gives it to the row's other cells); its cells' styles, which
    // this sets too, are replaced by shared ones below.
    if (bold) written.font = BOLD;
    // Every number carries its own format: the column styles are the first table's, and a later
    // table of the sheet has other columns (Key-Rate Durations below the IRRBB shocks' dollars
    // and percents), as has a mixed grid's row of its own format.
    cells.forEach((c, i) => {
      const indent = indented && i === 0 ? Math.min(depth * 2, 15) : 0;
      const breach = showsBreach(columns[i] as SheetColumn, values);
      written.getCell(i + 1).style = styles.of(c, bold, indent, breach);
    });
  }
  const lastRow = sheet.rowCount;
  if (table.footer) sheet.addRow([table.footer]).font = { italic: true };
  return {
    headerRow: header.number,
    firstDataRow: header.number + 1,
    lastRow,
    columnCount: columns.length,
  };
}

/** Excel's limit on sheet names, and the characters it refuses in them. */
export const MAX_SHEET_NAME = 31;
const FORBIDDEN_IN_SHEET_NAMES = /[[\]:*?/\\]/g;

/** Words too slight to end a cut name on ('Investment Shock as a…'). */
const SLIGHT_WORD = /^(a|an|as|at|by|in|of|on|or|to|the|and|for|&|-)$/i;

/**
 * A name Excel accepts: its forbidden characters replaced, within 31 characters. A longer one is
 * cut after a whole word and marked so: 'Investment Shock as a Percen' read as if it were whole.
 */
export function excelSheetName(text: string, room = MAX_SHEET_NAME): string {
  const clean = text.replace(FORBIDDEN_IN_SHEET_NAMES, " ").replace(/\s+/g, " ").trim();
  if (clean.length <= room) return clean;
  // Room for the mark; the last word is whole only when a space follows it.
  const words = clean.slice(0, room - 1).split(" ");
  if (clean[room - 1] !== " ") words.pop();
  while (words.length > 1 && SLIGHT_WORD.test(words[words.length - 1] ?? "")) words.pop();
  // One word longer than the room: cut inside it.
  const cut = words.join(" ").trim() || clean.slice(0, room - 1);
  return `${cut}…`;
}

/** A sheet for report tables: tree outlines open downwards, as the tree reads on screen. */
export const addTableSheet = (workbook: Workbook, name: string): Worksheet =>
  workbook.addWorksheet(name, {
    properties: { outlineProperties: { summaryBelow: false, summaryRight: false } },
  });

/** The header rows down to `headerRow` (and any titles above) stay in view, and so do the row labels. */
export function freezeHeader(sheet: Worksheet, headerRow: number): void {
  sheet.views = [{ state: "frozen", xSplit: 1, ySplit: headerRow, topLeftCell: `B${headerRow + 1}` }];
}

/** One table as a workbook of its own (the report card's per-table Excel export). */
export async function writeTableWorkbook(
  workbook: Workbook,
  table: SheetTable,
  /** Lines above the table, the first in bold: the report's title, client and as-of date. */
  heading: readonly string[] = [],
): Promise<Uint8Array<ArrayBuffer>> {
  const sheet = addTableSheet(workbook, excelSheetName(table.title || "Table") || "Table");
  heading.forEach((line, i) => {
    const row = sheet.addRow([line]);
    if (i === 0) row.font = BOLD;
  });
  freezeHeader(sheet, writeTable(sheet, table, true).headerRow);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
