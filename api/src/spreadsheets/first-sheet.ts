import type { Cell } from "exceljs";
import { keepCompiledModules } from "@alm/service/compile-cache";

/** A workbook's first sheet as the upload templates read it: the header row and text cells by column. */
export interface SheetTable {
  header: string[];
  rows: Record<string, string>[];
}

/** A percent-formatted cell holds the fraction (0.0374) but shows, and means, the percent (3.74). */
const isPercentFormat = (numFmt: string | undefined) => !!numFmt && /%/.test(numFmt.replace(/"[^"]*"/g, ""));

/** 0.0374 × 100 in binary floating point is 3.7399999999999998; a cell never means that. */
const asPercent = (fraction: number) => Number((fraction * 100).toPrecision(15));

function cellText(cell: Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const plain = typeof value === "object" && "result" in value ? value.result : value;
  if (plain === null || plain === undefined) return "";
  if (typeof plain === "number" && isPercentFormat(cell.numFmt)) return String(asPercent(plain));
  if (typeof plain === "object") return "richText" in plain ? plain.richText.map((r) => r.text).join("") : "";
  return String(plain);
}

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
  if (!sheet) return { header: [], rows: [] };
  const headerRow = sheet.getRow(1);
  const header = Array.from({ length: headerRow.cellCount }, (_, i) =>
    cellText(headerRow.getCell(i + 1)).trim(),
  );
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Object.fromEntries(header.map((h, i) => [h, cellText(row.getCell(i + 1))])));
  });
  return { header, rows };
}
