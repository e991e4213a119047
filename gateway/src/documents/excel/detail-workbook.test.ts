import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { detailSheets, sheetName } from "./detail-reports.ts";
import { buildDetailWorkbook } from "./detail-workbook.ts";
import { keyRateTable, report } from "../../testing/report-fixtures.ts";

async function open(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

describe("the Detail Reports workbook", () => {
  it("names sheets within Excel's 31 characters, NII reports per year", () => {
    expect(sheetName(95, "Investment Shock as a Percent of Capital", null)).toBe("95 Investment Shock…");
    expect(sheetName(55, "NII Dollar Projections", 2)).toBe("55 NII Dollar Projections Y2");
    const page = (id: number, description: string, hasNiiReports = false) => ({
      id,
      parentId: 5,
      order: id,
      description,
      urlKey: hasNiiReports ? "nii" : "nev",
      hasNiiReports,
      inDetailWorkbook: id !== 56,
    });
    const nodes = [
      page(49, "NEV Detailed Value"),
      page(55, "NII Dollar Projections", true),
      page(56, "NII Variability", true),
      page(95, "Investment Shock as a Percent of Capital"),
    ];
    const all = [49, 55, 56, 95];
    const sheets = detailSheets(nodes, 3, all);
    expect(sheets.map((s) => s.name)).toEqual([
      "49 NEV Detailed Value",
      "55 NII Dollar Projections Y1",
      "55 NII Dollar Projections Y2",
      "95 Investment Shock…",
    ]);
    expect(detailSheets(nodes, 1, all)).toHaveLength(3);
    // A package that leaves a detail page out has no sheet of it.
    expect(detailSheets(nodes, 3, [55, 95]).map((s) => s.name)).toEqual([
      "55 NII Dollar Projections Y1",
      "55 NII Dollar Projections Y2",
      "95 Investment Shock…",
    ]);
    // A package listing one NII year of a page has that year's sheet only.
    expect(detailSheets(nodes, 3, ["55-1", 95]).map((s) => s.name)).toEqual([
      "55 NII Dollar Projections Y1",
      "95 Investment Shock…",
    ]);
    expect(detailSheets(nodes, 3, [11, 27])).toEqual([]);
  });

  it("writes numbers as numbers with the screen's formats, tree depth as outline levels, frozen headers", async () => {
    const progress: number[] = [];
    const sheets = [{ reportId: 49, year: 1, isNii: false, name: "49 NEV Detailed Value" }];
    const bytes = await buildDetailWorkbook({
      sheets,
      load: async () => report("NEV Detailed Value"),
      onSheet: (done) => progress.push(done),
    });
    expect(progress).toEqual([1]);
    const ws = (await open(bytes)).getWorksheet("49 NEV Detailed Value") as ExcelJS.Worksheet;
    expect(ws.getCell("A1").value).toBe("NEV Detailed Value");
    expect(String(ws.getCell("A2").value)).toContain("As of 2021/12/31");
    expect(ws.getCell("A3").value).toBe("Market Value by Scenario");
    // Group row merged over the three scenario columns, then the header row without the noExport column.
    expect(ws.getCell("B4").value).toBe("Market Value ($)");
    expect(ws.getCell("D4").isMerged).toBe(true);
    const header = (ws.getRow(5).values as unknown[]).slice(1);
    expect(header).toEqual(["Account", "-300", "Base", "+300", "Yield", "Mixed"]);
    expect(header).not.toContain("Internal");
    expect(ws.views[0]).toMatchObject({ state: "frozen", xSplit: 1, ySplit: 5 });

    const [assets, loans, autos] = [ws.getRow(6), ws.getRow(7), ws.getRow(8)];
    expect(assets.getCell(4).value).toBe(-1500);
    // Dollars as on screen: plain digits under the group naming the unit.
    expect(assets.getCell(4).numFmt).toBe("#,##0;(#,##0)");
    expect(assets.getCell(5).value).toBeCloseTo(0.0512, 10);
    expect(assets.getCell(5).numFmt).toBe("0.00%;(0.00%)");
    expect(loans.getCell(2).value).toBe(1234.5);
    expect(autos.getCell(3).value).toBeNull();
    expect(autos.getCell(6).value).toBe(0.25);
    expect(autos.getCell(6).numFmt).toBe("0.00%;(0.00%)");
    expect([assets.outlineLevel ?? 0, loans.outlineLevel, autos.outlineLevel]).toEqual([0, 1, 2]);
    expect(assets.font?.bold).toBe(true);
    expect(ws.properties.outlineProperties).toMatchObject({ summaryBelow: false });
    expect(ws.getColumn(1).values).not.toContain(7);
  });

  it("formats every table of a page by its own columns: the key-rate durations below the shocks", async () => {
    const name = "34 Non-Parallel Scenarios and";
    const page = report("Non-Parallel Scenarios and Key-Rate Durations");
    const bytes = await buildDetailWorkbook({
      sheets: [{ reportId: 34, year: 1, isNii: false, name }],
      load: async () => ({ ...page, blocks: [...page.blocks, keyRateTable] }),
    });
    const ws = (await open(bytes)).getWorksheet(name) as ExcelJS.Worksheet;
    const assets = ws.getRow(ws.getColumn(1).values.findLastIndex((v) => v === "Assets"));
    // Under the first table's columns they would read as dollars, percents and General's digits.
    expect([2, 3, 4, 5, 6].map((c) => assets.getCell(c).numFmt)).toEqual([
      "#,##0;(#,##0)",
      ...Array(4).fill("#,##0.00;(#,##0.00)"),
    ]);
    expect(assets.getCell(5).value).toBe(-0.2568);
  });

  it("fails as a whole when one report cannot be read, after reading the others", async () => {
    const sheets = [10, 47].map((reportId) => ({ reportId, year: 1, isNii: false, name: `${reportId}` }));
    await expect(
      buildDetailWorkbook({
        sheets,
        load: async (s) => {
          if (s.reportId === 47) throw new Error("no data");
          return report("Behavioral Gap");
        },
      }),
    ).rejects.toThrow("no data");
  });
});
