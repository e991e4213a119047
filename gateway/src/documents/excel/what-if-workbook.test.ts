import ExcelJS from "exceljs";
import {
  BREACH_STYLE,
  DASHBOARD_TEXTS,
  DURATION_MISMATCH_NOTE,
  DURATIONS_LABEL,
  durationsText,
  ncuaRatingNote,
} from "@alm/formats";
import { describe, expect, it } from "vitest";
import type { NcuaRatingReadingModel, WhatIfModel } from "../../models/what-if-models.ts";
import { buildWhatIfWorkbook } from "./what-if-workbook.ts";

const within = { text: DASHBOARD_TEXTS.withinPolicy, tone: "success" } as const;
const outside = { text: DASHBOARD_TEXTS.outsidePolicy, tone: "error" } as const;
const rating: NcuaRatingReadingModel = {
  rating: "LOW",
  text: "Low",
  status: within,
  postShockRatio: 0.1,
  sensitivity: -0.2,
  row: 0,
  column: 0,
  ratioBand: "> 10%",
  declineBand: "≤ 25%",
};
const limit = { label: "NEV % Change (+300 bp)", value: -0.35, text: "(35.00%)" };

const whatIf: WhatIfModel = {
  dataSetId: 1,
  dataSetName: "2021/12/31 Standard",
  clientId: 1,
  asOfDate: "2021-12-31",
  reportDefinitionId: 1,
  reportDefinitionName: "Q4 2021 ALM Report",
  shockBp: 300,
  changes: [],
  totalAssets: { asIs: 100, withChanges: 100 },
  rating: { asIs: rating, withChanges: rating },
  measures: [
    {
      key: "nevChange",
      label: "NEV change in the +300 bp shock",
      seriesLabel: "NEV change",
      unit: "RATIO",
      limit,
      asIs: { value: -0.4604, text: "(46.04%)", status: outside },
      withChanges: { value: -0.3, text: "(30.00%)", status: within },
      series: [],
    },
    {
      key: "durationMismatch",
      label: "Effective duration mismatch",
      seriesLabel: "Duration mismatch",
      note: DURATION_MISMATCH_NOTE,
      unit: "YEARS",
      limit: null,
      asIs: {
        value: 1.51,
        text: "1.51",
        status: null,
        durations: { assets: 3.02, liabilities: 1.5, text: durationsText(3.02, 1.5) },
      },
      withChanges: {
        value: 1.4,
        text: "1.40",
        status: null,
        durations: { assets: 2.9, liabilities: 1.5, text: durationsText(2.9, 1.5) },
      },
      series: [],
    },
  ],
  policy: [
    {
      limit,
      asIs: { value: -0.4604, text: "(46.04%)", status: outside },
      withChanges: { value: -0.3, text: "(30.00%)", status: within },
    },
  ],
  computeMs: 1,
};

describe("the what-if workbook", () => {
  it("draws a figure beyond its limit as the reports do, and gives the mismatch its durations and notes", async () => {
    const workbook = new ExcelJS.Workbook();
    const bytes = await buildWhatIfWorkbook(whatIf, "Royal Federal Credit Union");
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("What-if")!;
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((r) => rows.push(r));
    const rowOf = (label: string) => rows.filter((r) => r.getCell(1).value === label);
    const red = `FF${BREACH_STYLE.color.slice(1)}`;
    const isBreach = (c: ExcelJS.Cell) => c.font?.bold === true && c.font.color?.argb === red;

    // The measure's row and the policy check's: (46.04%) as it is breaches, (30.00%) does not.
    const nev = rowOf(limit.label).concat(rowOf("NEV change in the +300 bp shock"));
    expect(nev).toHaveLength(2);
    for (const r of nev) {
      expect(isBreach(r.getCell(3)), `row ${r.number} as it is`).toBe(true);
      expect(isBreach(r.getCell(4)), `row ${r.number} with the changes`).toBe(false);
    }

    // The durations under the mismatch, each side's, and both notes the screen shows.
    const mismatch = rowOf("Effective duration mismatch")[0]!;
    const durations = sheet.getRow(mismatch.number + 1);
    expect(durations.getCell(1).value).toBe(DURATIONS_LABEL);
    expect(durations.getCell(3).value).toBe(durationsText(3.02, 1.5));
    expect(durations.getCell(4).value).toBe(durationsText(2.9, 1.5));
    expect(rowOf(ncuaRatingNote(300))).toHaveLength(1);
    expect(rowOf(DURATION_MISMATCH_NOTE)).toHaveLength(1);
  });
});
