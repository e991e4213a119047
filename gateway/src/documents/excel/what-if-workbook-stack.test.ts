import ExcelJS from "exceljs";
import { excelNumberFormat } from "@alm/formats";
import { describe, expect, it } from "vitest";
import {
  downloadWhatIfDocument,
  expectWhatIfDocumentRefusals,
  whatIfDocumentStack,
} from "../../testing/what-if-documents.ts";

interface Figure {
  number: string | null;
  scenarioName?: string | null;
}
interface WhatIfNumbers {
  dataSetName: string;
  changes: { description: string }[];
  measures: {
    key: string;
    label: string;
    seriesLabel: string;
    unit: string;
    series: { name: string; asIs: string | null }[];
    limit: { number: string } | null;
    asIs: Figure;
    withChanges: Figure;
  }[];
  policy: { limit: { label: string; number: string }; asIs: Figure; withChanges: Figure }[];
  rating: { asIs: { text: string; postShockRatio: string; sensitivity: string } };
  totalAssets: { asIs: { amount: string }; withChanges: { amount: string } };
}

/** The report tables' percent format (@alm/formats PERCENTAGE, 2 decimals). */
const PERCENT = excelNumberFormat({ format: "PERCENTAGE", precision: 2 });
const number = (v: string | null) => (v === null ? null : Number(v));

describe("a what-if's comparison as an Excel workbook, computed again by the gateway's job", () => {
  const { the, request, saleFigures } = whatIfDocumentStack("requestWhatIfWorkbook", {
    apiPort: 4272,
    gatewayPort: 4273,
  });

  it("refuses a caller signed out, another institution's user, and a sale larger than the group", async () => {
    await expectWhatIfDocumentRefusals(request);
  }, 60_000);

  it("writes the what-if's figures as the whatIf query computes them", async () => {
    const file = await downloadWhatIfDocument(the.client, request, {
      kind: "WHAT_IF_WORKBOOK",
      fileName: "Analysis-RFCU-2021-12-31-WhatIf.xlsx",
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.getWorksheet("What-if")!;
    const rows = sheet.getSheetValues().filter(Array.isArray) as unknown[][];

    const whatIf = await saleFigures<WhatIfNumbers>(
      `dataSetName changes { description }
       totalAssets { asIs { amount } withChanges { amount } }
       measures { key label seriesLabel unit limit { number } asIs { number text scenarioName }
         withChanges { number text scenarioName }
         series { name asIs } }
       policy { limit { label number } asIs { number } withChanges { number } }
       rating { asIs { text postShockRatio sensitivity } }`,
    );
    expect(rows.some((r) => r.includes(whatIf.changes[0]!.description))).toBe(true);
    // Whose figures, client first on each sheet: it named the data set alone (an examiner's review).
    for (const name of ["What-if", "Scenarios"]) {
      expect(String(workbook.getWorksheet(name)!.getCell("A2").value), name).toBe(
        `Riverbend Federal Credit Union · ${whatIf.dataSetName} · Q4 2021 ALM Report · As of 2021/12/31`,
      );
    }
    for (const m of whatIf.measures) {
      const row = rows.find((r) => r[1] === m.label);
      expect(row, m.label).toBeTruthy();
      expect([row![3], row![4]]).toEqual([number(m.asIs.number), number(m.withChanges.number)]);
      expect(row![2], `${m.label}'s limit`).toBe(m.limit ? Number(m.limit.number) : "");
      // A worst case names its scenario on each side, as the screen does; others none.
      expect([row![7], row![8]], m.label).toEqual([
        m.asIs.scenarioName ?? "",
        m.withChanges.scenarioName ?? "",
      ]);
    }
    expect(whatIf.measures.some((m) => m.asIs.scenarioName)).toBe(true);
    // Total assets at book, as the screen says them: the sale at market moved them by its gain.
    const assets = rows.find((r) => r[1] === "Total assets at book value");
    expect([assets?.[3], assets?.[4]]).toEqual([
      Number(whatIf.totalAssets.asIs.amount),
      Number(whatIf.totalAssets.withChanges.amount),
    ]);
    expect(assets?.[4]).not.toBe(assets?.[3]);
    // NCUA's rating has no board limit (a review found "Low or Moderate" in the limit column).
    const rating = rows.find((r) => String(r[1]).startsWith("NCUA supervisory rating"));
    expect(rating?.[2]).toBe("");
    // With the figures the rating is read from, at NCUA's share prices, as the screen says them.
    const { asIs } = whatIf.rating;
    const percent = (fraction: string) => `${(Number(fraction) * 100).toFixed(2)}%`;
    expect(rating?.[3]).toMatch(
      new RegExp(
        `^${asIs.text} \\(At NCUA's share prices: post-shock NEV ratio ${percent(asIs.postShockRatio)} \\(.+\\), NEV falls by ${percent(String(-Number(asIs.sensitivity)))} \\(decline .+\\)\\)$`,
      ),
    );
    // The policy rows are figures to compute with, as the measures above them: numbers in percent.
    expect(whatIf.policy.length).toBeGreaterThan(0);
    for (const p of whatIf.policy) {
      const found = sheet.getColumn(1).values.indexOf(p.limit.label);
      expect(found, p.limit.label).toBeGreaterThan(0);
      const cells = [2, 3, 4].map((c) => sheet.getRow(found).getCell(c));
      expect(cells.map((c) => c.value)).toEqual([
        Number(p.limit.number),
        number(p.asIs.number),
        number(p.withChanges.number),
      ]);
      for (const cell of cells) expect(cell.numFmt, p.limit.label).toBe(PERCENT);
    }
    // Under a heading with each side's count; a measure without a limit leaves its cell plain.
    // The count in the screen's words (it said "3 of 27 outside policy as it is" here).
    const column = sheet.getColumn(1).values;
    const heading = column.indexOf("Policy limits");
    expect(heading).toBeGreaterThan(0);
    expect(column[heading + 1]).toMatch(
      /^Outside policy: \d+ of \d+ limits as it is, \d+ of \d+ with the changes$/,
    );
    const unlimited = whatIf.measures.find((m) => !m.limit);
    expect(sheet.getRow(sheet.getColumn(1).values.indexOf(unlimited!.label)).getCell(2).numFmt).toBeFalsy();
    const limited = whatIf.measures.find((m) => m.limit && m.unit === "RATIO");
    expect(limited).toBeTruthy();
    const limitCell = sheet.getRow(sheet.getColumn(1).values.indexOf(limited!.label)).getCell(2);
    expect([typeof limitCell.value, limitCell.numFmt]).toEqual(["number", PERCENT]);

    // Each series under what it is: the NEV change at the shock is every scenario's NEV change.
    const scenarios = workbook.getWorksheet("Scenarios")!;
    const captions = scenarios.getColumn(1).values;
    const charted = whatIf.measures.filter((m) => m.series.length);
    expect(charted.find((m) => m.key === "NEV_CHANGE_AT_SHOCK")?.seriesLabel).toBe("NEV Change from Base");
    // A chart in years says so: its axis reads 0.50, 1.00.
    expect(charted.find((m) => m.key === "DURATION_MISMATCH")?.seriesLabel).toBe(
      "Effective Duration Mismatch (years)",
    );
    for (const m of charted) {
      const at = captions.indexOf(m.seriesLabel);
      expect(at, m.seriesLabel).toBeGreaterThan(0);
      const first = scenarios.getRow(at + 2);
      expect([first.getCell(1).value, first.getCell(2).value]).toEqual([
        m.series[0]!.name,
        number(m.series[0]!.asIs),
      ]);
    }
    expect(captions).not.toContain(charted.find((m) => m.key === "NEV_CHANGE_AT_SHOCK")?.label);
  }, 120_000);
});
