import { addTableSheet, formatDate, freezeHeader, writeTable } from "@alm/formats";
import type { Workbook } from "exceljs";
import { loadExcelJs } from "./exceljs.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { ReportView, TableBlockView } from "../../reports/report-view.ts";
import type { DetailSheet } from "./detail-reports.ts";

export interface DetailWorkbookInput {
  sheets: readonly DetailSheet[];
  /** The gateway's report data for one sheet (ReportService.load with the user's access). */
  load(sheet: DetailSheet): Promise<ReportView>;
  /** Called after each sheet is written. */
  onSheet?(done: number, total: number): void;
  /** Reports read from the api at the same time. */
  concurrency?: number;
  signal?: AbortSignal;
}

/** The product's date format (@alm/formats), as the report's heading on screen writes it. */
const dateText = (iso: string | null) => formatDate(iso);

function subtitle(report: ReportView): string {
  const compared = report.compareAsOfDate ? ` compared with ${dateText(report.compareAsOfDate)}` : "";
  return `${report.clientName} · ${report.definitionName} · As of ${dateText(report.asOfDate)}${compared}`;
}

/** Reports load a few at a time, in sheet order, while the sheets are written in order. */
function loadAll(input: DetailWorkbookInput): Promise<ReportView>[] {
  const slots = input.sheets.map(() => Promise.withResolvers<ReportView>());
  let next = 0;
  const startNext = (): void => {
    const i = next++;
    const sheet = input.sheets[i];
    const slot = slots[i];
    if (!sheet || !slot) return;
    void Promise.resolve()
      .then(() => {
        input.signal?.throwIfAborted();
        return input.load(sheet);
      })
      .then(slot.resolve, slot.reject)
      .finally(startNext);
  };
  for (let i = 0; i < Math.max(1, input.concurrency ?? 4); i++) startNext();
  const results = slots.map((s) => s.promise);
  // A failure is awaited in sheet order by the writer; later ones must not go unhandled meanwhile.
  for (const r of results) r.catch(() => undefined);
  return results;
}

function writeSheet(workbook: Workbook, sheet: DetailSheet, report: ReportView): void {
  const ws = addTableSheet(workbook, sheet.name);
  const tables = report.blocks.filter((b): b is TableBlockView => b.__typename === "TableBlock");
  ws.addRow([sheet.isNii ? `${report.title}: Year ${sheet.year}` : report.title]).font = {
    bold: true,
    size: 14,
  };
  ws.addRow([subtitle(report)]);
  if (!tables.length) {
    ws.addRow([ERROR_TEXTS.reportEmpty]);
    return;
  }
  freezeHeader(ws, tables.map((block, i) => writeTable(ws, block, i === 0).headerRow)[0] ?? 0);
}

/** The 'Detail Reports' workbook: one sheet per report (and NII year), as XLSX bytes. */
export async function buildDetailWorkbook(input: DetailWorkbookInput): Promise<Uint8Array> {
  // The reports are asked for first: exceljs, if it is still loading, then loads while they come.
  const loads = loadAll(input);
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "ALM Analysis";
  workbook.created = new Date();
  for (const [i, sheet] of input.sheets.entries()) {
    const report = await (loads[i] as Promise<ReportView>);
    input.signal?.throwIfAborted();
    writeSheet(workbook, sheet, report);
    input.onSheet?.(i + 1, input.sheets.length);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
