import type { Cell, CellFormulaValue, CellValue } from "exceljs";
import type { ParseResult, ValidationError } from "@alm/engine";
import { keepCompiledModules } from "@alm/service/compile-cache";

/** A workbook's first sheet as the upload templates read it: the header row and text cells by column. */
export interface SheetTable {
  header: string[];
  rows: Record<string, string>[];
  /** Each row's number in the sheet, as the user finds it: blank rows in between are not read. */
  rowNumbers: number[];
  /** Cells that hold an Excel error (#DIV/0!, #N/A): read as blank they would pass unnoticed. */
  errors: ValidationError[];
}

/** A percent-formatted cell holds the fraction (0.0374) but shows, and means, the percent (3.74). */
const isPercentFormat = (numFmt: string | undefined) => !!numFmt && /%/.test(numFmt.replace(/"[^"]*"/g, ""));

/** 0.0374 × 100 in binary floating point is 3.7399999999999998; a cell never means that. */
const asPercent = (fraction: number) => Number((fraction * 100).toPrecision(15));

type Plain = CellValue | CellFormulaValue["result"];

/** The text a cell shows, or the Excel error it holds. */
function cellText(cell: Cell): { text: string } | { error: string } {
  const value = cell.value;
  // A formula's value is its result; a hyperlink's is the text shown for it.
  const plain: Plain =
    value !== null && typeof value === "object" && "result" in value
      ? value.result
      : value !== null && typeof value === "object" && "hyperlink" in value
        ? value.text
        : value;
  if (plain === null || plain === undefined) return { text: "" };
  if (plain instanceof Date) return { text: plain.toISOString().slice(0, 10) };
  if (typeof plain === "number" && isPercentFormat(cell.numFmt)) return { text: String(asPercent(plain)) };
  if (typeof plain !== "object") return { text: String(plain) };
  if ("error" in plain) return { error: String(plain.error) };
  if ("richText" in plain) return { text: plain.richText.map((r) => r.text).join("") };
  return { text: "" };
}

const excelError = (row: number, column: string, error: string): ValidationError => ({
  row,
  column,
  reason: `the cell holds Excel's error ${error}, not a value; correct its formula or type the value`,
  rule: "a cell must hold a value, not an Excel error; correct its formula or type the value",
  value: error,
});

let exceljsCompiled = false;
/**
 * Workbooks are read in the api's worker processes (the upload check, the engine's runs): exceljs,
 * loaded by the first, is kept compiled for the next process (a few ms, once a process).
 */
function keepExcelJsCompiled(): void {
  if (exceljsCompiled) return;
  exceljsCompiled = true;
  keepCompiledModules();
}

/** Reads the first sheet of an .xlsx workbook (the upload check and the run read it alike). */
export async function readFirstSheet(buffer: Buffer): Promise<SheetTable> {
  // Loaded when a workbook is read: importing exceljs is half a second of every api start.
  const { default: ExcelJS } = await import("exceljs");
  keepExcelJsCompiled();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [], rowNumbers: [], errors: [] };
  const headerRow = sheet.getRow(1);
  const header = Array.from({ length: headerRow.cellCount }, (_, i) => {
    const read = cellText(headerRow.getCell(i + 1));
    return "text" in read ? read.text.trim() : read.error;
  });
  const table: SheetTable = { header, rows: [], rowNumbers: [], errors: [] };
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = header.map((h, i): [string, string] => {
      const read = cellText(row.getCell(i + 1));
      if ("text" in read) return [h, read.text];
      table.errors.push(excelError(number, h, read.error));
      return [h, ""];
    });
    table.rows.push(Object.fromEntries(cells));
    table.rowNumbers.push(number);
  });
  return table;
}

/**
 * A sheet's table validated by a template's rules, with the sheet's own row numbers. A template
 * column's cell holding an Excel error is a problem of its own, said with the others; other
 * columns (a user's own workings) are not read.
 */
export function validatedSheet<T>(
  table: SheetTable,
  columns: readonly string[],
  validate: (header: string[], rows: SheetTable["rows"], rowNumbers: number[]) => ParseResult<T>,
): ParseResult<T> {
  const result = validate(table.header, table.rows, table.rowNumbers);
  const read = new Set(columns.map((c) => c.toLowerCase()));
  const errors = table.errors.filter((e) => read.has(e.column.trim().toLowerCase()));
  if (!errors.length) return result;
  return { ok: false, errors: [...errors, ...(result.ok ? [] : result.errors)] };
}
