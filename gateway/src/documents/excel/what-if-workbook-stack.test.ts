import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  downloadWhatIfDocument,
  expectWhatIfDocumentRefusals,
  whatIfDocumentStack,
} from "../../testing/what-if-documents.ts";

interface WhatIfNumbers {
  changes: { description: string }[];
  measures: { label: string; asIs: { number: string | null }; withChanges: { number: string | null } }[];
}

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
      "dataSetName changes { description } measures { key label asIs { number text } withChanges { number text } }",
    );
    expect(rows.some((r) => r.includes(whatIf.changes[0]!.description))).toBe(true);
    for (const m of whatIf.measures) {
      const row = rows.find((r) => r[1] === m.label);
      expect(row, m.label).toBeTruthy();
      const number = (v: string | null) => (v === null ? null : Number(v));
      expect([row![3], row![4]]).toEqual([number(m.asIs.number), number(m.withChanges.number)]);
    }
  }, 120_000);
});
