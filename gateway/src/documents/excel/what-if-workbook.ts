import {
  addTableSheet,
  BREACH_FONT,
  DASHBOARD_TEXTS,
  DURATIONS_LABEL,
  excelNumberFormat,
  formatDate,
  ncuaReadingText,
  freezeHeader,
  ncuaRatingNote,
  policyOutsideText,
  type ColumnFormatting,
} from "@alm/formats";
import type { Worksheet } from "exceljs";
import { loadExcelJs } from "./exceljs.ts";
import { decimalOrNull } from "../../graphql/scalars/decimal-rounding.ts";
import type { WhatIfFigureModel, WhatIfMeasureModel, WhatIfModel } from "../../models/what-if-models.ts";

/** Each unit as the report tables write it: ratios as percents, dollars whole, years with decimals. */
const UNIT_FORMATS: Record<WhatIfMeasureModel["unit"], ColumnFormatting> = {
  RATIO: { format: "PERCENTAGE", precision: 2 },
  MONEY: { format: "CURRENCY", precision: 0 },
  YEARS: { format: "DURATION", precision: 2 },
};

const SIDES = ["As it is", "With the changes"] as const;

/** Policy limits, and the figures checked against them, are ratios whatever the measure's unit. */
const LIMIT_FORMAT = excelNumberFormat(UNIT_FORMATS.RATIO);

/** A figure as the API answers it (Decimal's rounding), so the workbook and `whatIf` agree to the digit. */
const cellNumber = (value: number | null) => {
  const decimal = decimalOrNull(value);
  return decimal === null ? null : Number(decimal);
};

/**
 * A figure beyond its policy limit, drawn as the reports' workbooks draw one (BREACH_FONT, the
 * screen's and the page's BREACH_STYLE): the api decided it against the limit (its status), and
 * the workbook showed it like every figure within policy (a CFO's review).
 */
const breached = (f: WhatIfFigureModel) => f.status?.text === DASHBOARD_TEXTS.outsidePolicy;

/**
 * The title, and whose figures they are as the Detail workbook says it: client first. Forwarded on
 * its own, a workbook that named only the data set could not be tied to its institution (an
 * examiner's review).
 */
function heading(sheet: Worksheet, title: string, w: WhatIfModel, clientName: string) {
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([
    `${clientName} · ${w.dataSetName} · ${w.reportDefinitionName} · As of ${formatDate(w.asOfDate)}`,
  ]);
}

/** The comparison as the screen shows it: the texts the reports use, each with its status. */
function writeComparison(sheet: Worksheet, w: WhatIfModel, clientName: string) {
  heading(sheet, "What-if", w, clientName);
  sheet.addRow([]);
  sheet.addRow(["Changes as applied"]).font = { bold: true };
  for (const c of w.changes.length ? w.changes : [{ description: "No changes" }])
    sheet.addRow([c.description]);
  sheet.addRow([]);
  const header = sheet.addRow([
    "Measure",
    "Policy limit",
    ...SIDES,
    "Status as it is",
    "Status with the changes",
    // A worst case (NII at risk) is read in a scenario of its own on each side, as the screen says.
    "Scenario as it is",
    "Scenario with the changes",
  ]);
  header.font = { bold: true };
  const { asIs, withChanges } = w.rating;
  sheet.addRow([
    `NCUA supervisory rating (+${w.shockBp} bp)`,
    // No board limit: the Compliance with Policy Matrix has none for NCUA's rating.
    "",
    `${asIs.text} (${ncuaReadingText(asIs)})`,
    `${withChanges.text} (${ncuaReadingText(withChanges)})`,
    asIs.status.text,
    withChanges.status.text,
  ]);
  // At book, as the screen says it: a sale at market moves it by the gain, a purchase by its cost.
  const assets = sheet.addRow([
    "Total assets at book value",
    "",
    cellNumber(w.totalAssets.asIs),
    cellNumber(w.totalAssets.withChanges),
  ]);
  for (const column of [3, 4]) assets.getCell(column).numFmt = excelNumberFormat(UNIT_FORMATS.MONEY);
  for (const m of w.measures) {
    const row = sheet.addRow([
      m.label,
      m.limit ? cellNumber(m.limit.value) : "",
      cellNumber(m.asIs.value),
      cellNumber(m.withChanges.value),
      m.asIs.status?.text ?? "",
      m.withChanges.status?.text ?? "",
      m.asIs.scenarioName ?? "",
      m.withChanges.scenarioName ?? "",
    ]);
    const numFmt = excelNumberFormat(UNIT_FORMATS[m.unit]);
    // An empty limit cell stays plain: formatted, it read as a 0.00% limit once typed in.
    if (m.limit) row.getCell(2).numFmt = LIMIT_FORMAT;
    row.getCell(3).numFmt = numFmt;
    row.getCell(4).numFmt = numFmt;
    if (m.limit && breached(m.asIs)) row.getCell(3).font = BREACH_FONT;
    if (m.limit && breached(m.withChanges)) row.getCell(4).font = BREACH_FONT;
    // The durations a mismatch is the difference of, under it, as the screen shows them.
    if (m.asIs.durations || m.withChanges.durations)
      sheet.addRow([DURATIONS_LABEL, "", m.asIs.durations?.text ?? "", m.withChanges.durations?.text ?? ""]);
  }
  // The notes under the screen's comparison: why NCUA's rating and the measures differ at one
  // shock, and how a measure is computed where the figures beside it may not add up to it.
  sheet.addRow([]);
  for (const note of [ncuaRatingNote(w.shockBp), ...w.measures.flatMap((m) => (m.note ? [m.note] : []))])
    sheet.addRow([note]).font = { italic: true };
  // Under a heading of their own, with each side's count, as the screen and the PDF give it: they
  // ran on from the measures' rows (a review, 2026-12-06).
  if (w.policy.length) {
    const outside = (side: "asIs" | "withChanges") =>
      w.policy.filter((p) => p[side].status && p[side].status.tone !== "success").length;
    sheet.addRow([]);
    sheet.addRow(["Policy limits"]).font = { bold: true };
    sheet.addRow([policyOutsideText(outside("asIs"), outside("withChanges"), w.policy.length)]);
  }
  for (const p of w.policy) {
    const row = sheet.addRow([
      p.limit.label,
      cellNumber(p.limit.value),
      cellNumber(p.asIs.value),
      cellNumber(p.withChanges.value),
      p.asIs.status?.text ?? "",
      p.withChanges.status?.text ?? "",
    ]);
    for (const column of [2, 3, 4]) row.getCell(column).numFmt = LIMIT_FORMAT;
    if (breached(p.asIs)) row.getCell(3).font = BREACH_FONT;
    if (breached(p.withChanges)) row.getCell(4).font = BREACH_FONT;
  }
  freezeHeader(sheet, header.number);
}

/** Each measure across the rate scenarios, both sides, as numbers to chart or compute with. */
function writeScenarios(sheet: Worksheet, w: WhatIfModel, clientName: string) {
  heading(sheet, "Across the rate scenarios", w, clientName);
  for (const m of w.measures.filter((x) => x.series.length)) {
    sheet.addRow([]);
    sheet.addRow([m.seriesLabel]).font = { bold: true };
    sheet.addRow(["Scenario", ...SIDES]).font = { italic: true };
    const numFmt = excelNumberFormat(UNIT_FORMATS[m.unit]);
    for (const p of m.series) {
      const row = sheet.addRow([p.name, cellNumber(p.asIs), cellNumber(p.withChanges)]);
      row.getCell(2).numFmt = numFmt;
      row.getCell(3).numFmt = numFmt;
    }
  }
}

/** A what-if's comparison as XLSX bytes: the figures side by side, and the measures by scenario. */
export async function buildWhatIfWorkbook(whatIf: WhatIfModel, clientName: string): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "ALM Analysis";
  workbook.created = new Date();
  const comparison = addTableSheet(workbook, "What-if");
  comparison.columns = [
    { width: 48 },
    { width: 28 },
    { width: 22 },
    { width: 22 },
    { width: 18 },
    { width: 22 },
  ];
  writeComparison(comparison, whatIf, clientName);
  const scenarios = addTableSheet(workbook, "Scenarios");
  scenarios.columns = [{ width: 28 }, { width: 18 }, { width: 18 }];
  writeScenarios(scenarios, whatIf, clientName);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
