import ExcelJS from "exceljs";
import { format as excelText } from "numfmt";
import { describe, expect, it } from "vitest";
import {
  addTableSheet,
  excelSheetName,
  exportColumns,
  orderColumns,
  writeTable,
  writeTableWorkbook,
  type SheetColumn,
  type SheetRow,
  type SheetTable,
} from "./excel-sheet.ts";

/** A numeric column with 2 decimals unless `extra` says otherwise; the rest as the data leaves it unset. */
const column = (field: string, extra: Partial<SheetColumn> = {}): SheetColumn => ({
  ...{ field, label: field, format: "NUMERIC", isRowHeader: false, precision: 2, width: 1 },
  ...extra,
});

describe("report table columns in a workbook", () => {
  it("put the row label first and sort scenario columns numerically within their group", () => {
    const scenarios = ["300", "-300", "Base", "-100", "100"].map((s) =>
      column(`p_${s}`, { scenario: s, group: "Price" }),
    );
    const ordered = orderColumns([
      column("bookValue"),
      ...scenarios,
      column("account", { isRowHeader: true }),
    ]);
    expect(ordered.map((c) => c.field)).toEqual([
      "account",
      "bookValue",
      "p_-300",
      "p_-100",
      "p_Base",
      "p_100",
      "p_300",
    ]);
  });

  it("leave noExport columns out", () => {
    expect(exportColumns([column("a"), column("b", { noExport: true })]).map((c) => c.field)).toEqual(["a"]);
  });
});

describe("one report table as a workbook (the report card's Excel export)", () => {
  const table: SheetTable = {
    title: "Net Economic Value by Scenario",
    treeData: true,
    columns: [
      column("account", { label: "Account", isRowHeader: true, format: "TEXT", width: 3 }),
      column("bookValue", { label: "Book Value ($)", format: "CURRENCY", precision: 0, width: 2 }),
      column("ratio", { label: "NEV Ratio", format: "PERCENTAGE", divisor: 0.01, group: "Base" }),
      column("duration", { label: "Duration", format: "DURATION", group: "Base" }),
      column("internal", { label: "Internal", noExport: true }),
    ],
    rows: [
      {
        id: "1",
        path: ["1"],
        cells: [
          { field: "account", text: "Assets" },
          { field: "bookValue", value: 25296472.7446 },
          { field: "ratio", value: 0.0374 },
          { field: "duration", value: -0.574 },
        ],
      },
      {
        id: "2",
        path: ["1", "2"],
        cells: [
          { field: "account", text: "Loans" },
          { field: "bookValue", value: -1234.5 },
        ],
      },
    ],
  };

  const sibling: SheetRow = {
    id: "3",
    path: ["1", "3"],
    cells: [
      { field: "account", text: "Deposits" },
      { field: "bookValue", value: 870.25 },
    ],
  };

  async function sheetOf(t: SheetTable) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeTableWorkbook(new ExcelJS.Workbook(), t)).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("The workbook has no sheet.");
    return sheet;
  }
  /** What Excel shows in a cell: its value under its number format. */
  const shown = (cell: ExcelJS.Cell) => excelText(cell.numFmt || "General", cell.value as number);

  it("leaves a missing value's cell empty and says under the table what the footer says on screen", async () => {
    const footer =
      "N/A for a line with a book value: an accounting adjustment has no market value of its own.";
    const adjustment = {
      id: "3",
      path: ["1", "3"],
      cells: [
        { field: "account", text: "Unrealized G/L on AFS Securities" },
        { field: "bookValue", value: 336176 },
        { field: "duration", value: null },
      ],
    };
    const sheet = await sheetOf({ ...table, rows: [...table.rows, adjustment], footer });
    const rows = sheet.getRows(1, sheet.rowCount) ?? [];
    const line = rows.find((r) => r.getCell(1).value === "Unrealized G/L on AFS Securities");
    expect(line?.getCell(4).value ?? null).toBeNull();
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe(footer);
    expect((line?.number ?? 0) + 1).toBe(sheet.rowCount);
  });

  it("holds numbers as numbers under the screen's formats: dollars, percent of a fraction, years", async () => {
    const sheet = await sheetOf(table);
    expect(sheet.name).toBe("Net Economic Value by Scenario");
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual([
      "Account",
      "Book Value ($)",
      "NEV Ratio",
      "Duration",
    ]);
    const [book, ratio, duration] = [sheet.getCell("B4"), sheet.getCell("C4"), sheet.getCell("D4")];
    expect(book.value).toBe(25296472.7446);
    // Dollars as on screen: plain digits, the header naming the unit.
    expect(shown(book)).toBe("25,296,473");
    expect(ratio.value).toBe(0.0374);
    expect(ratio.numFmt).toMatch(/%/);
    expect(shown(ratio)).toBe("3.74%");
    expect(shown(duration)).toBe("(0.57)");
    expect(shown(sheet.getCell("B5"))).toBe("(1,235)");
  });

  it("reads the exact decimals the web asks for (Cell.number) as numbers, as it reads value", async () => {
    const decimals: SheetTable = {
      ...table,
      rows: table.rows.map((row) => ({
        ...row,
        cells: row.cells.map(({ value, ...cell }) =>
          value === undefined || value === null ? cell : { ...cell, number: String(value) },
        ),
      })),
    };
    const sheet = await sheetOf(decimals);
    expect(sheet.getCell("B4").value).toBe(25296472.7446);
    expect(shown(sheet.getCell("C4"))).toBe("3.74%");
    expect(shown(sheet.getCell("B5"))).toBe("(1,235)");
  });

  it("writes the report's title and subtitle above the table when given, and keeps the header in view", async () => {
    const workbook = new ExcelJS.Workbook();
    const heading = ["NEV Summary", "Riverbend Federal Credit Union · As of 2021/12/31"];
    await workbook.xlsx.load((await writeTableWorkbook(new ExcelJS.Workbook(), table, heading)).buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect([sheet.getCell("A1").value, sheet.getCell("A2").value]).toEqual(heading);
    expect(sheet.getCell("A1").font?.bold).toBe(true);
    expect((sheet.getRow(5).values as unknown[]).slice(1)).toEqual([
      "Account",
      "Book Value ($)",
      "NEV Ratio",
      "Duration",
    ]);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 5 });
  });

  it("sizes columns by their width on the report grid, groups its header once, outlines the tree", async () => {
    const sheet = await sheetOf(table);
    expect(sheet.columns.map((c) => c.width)).toEqual([42, 18, 12, 12]);
    expect(sheet.getCell("C2").value).toBe("Base");
    expect(sheet.getCell("D2").isMerged).toBe(true);
    expect(sheet.getRow(5).outlineLevel).toBe(1);
    expect(sheet.getCell("A4").font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 3, xSplit: 1 });
  });

  it("gives the cells of one style one style object, which the writer registers once", () => {
    // exceljs renders and looks up the style of every cell whose style object it has not seen:
    // a style object per cell was a third of a Detail workbook's writing.
    const sheet = addTableSheet(new ExcelJS.Workbook(), "Shared styles");
    const { firstDataRow } = writeTable(sheet, { ...table, rows: [...table.rows, sibling] }, true);
    const [loans, deposits] = [sheet.getRow(firstDataRow + 1), sheet.getRow(firstDataRow + 2)];
    expect(deposits.getCell(2).style).toBe(loans.getCell(2).style);
    expect(deposits.getCell(1).style).toBe(loans.getCell(1).style);
    // Another format, weight or indent is another style.
    expect(loans.getCell(2).style).not.toBe(loans.getCell(1).style);
    expect(sheet.getRow(firstDataRow).getCell(2).style).not.toBe(loans.getCell(2).style);
  });
});

describe("a breached policy limit in a workbook", () => {
  it("is bold and in the error colour, as on screen and on paper: the matrix's answer and the figure", async () => {
    const matrix: SheetTable = {
      title: "Compliance with Policy Matrix",
      treeData: false,
      columns: [
        column("measure", { label: "Measure", isRowHeader: true, format: "TEXT" }),
        column("value", { label: "Value", format: "PERCENTAGE", divisor: 0.01 }),
        column("status", { label: "In Compliance", format: "TEXT", isAnswer: true }),
      ],
      rows: [
        { breach: false, value: 0.0815, status: "Yes" },
        { breach: true, value: -0.4604, status: "No" },
      ].map((r, i) => ({
        id: String(i + 1),
        path: [String(i + 1)],
        cells: [
          { field: "measure", text: `Limit ${i + 1}` },
          { field: "value", value: r.value },
          { field: "status", text: r.status },
          { field: "breach", flag: r.breach },
          { field: "breach_value", flag: r.breach },
        ],
      })),
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeTableWorkbook(new ExcelJS.Workbook(), matrix)).buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const rowOf = (label: string) =>
      sheet.getRows(1, sheet.rowCount)?.find((r) => r.getCell(1).value === label);
    const [within, breached] = [rowOf("Limit 1"), rowOf("Limit 2")] as ExcelJS.Row[];
    for (const cell of [breached.getCell(2), breached.getCell(3)]) {
      expect(cell.font).toMatchObject({ bold: true, color: { argb: "FFC62828" } });
    }
    expect(breached.getCell(3).value).toBe("No");
    // The row's label, and the row that complies, read as every other.
    expect(breached.getCell(1).font?.color).toBeUndefined();
    expect(within.getCell(2).font?.bold).toBeFalsy();
    expect(within.getCell(3).font?.bold).toBeFalsy();
  });
});

describe("several tables on one sheet (the Detail workbook's pages)", () => {
  it("formats the numbers of every table by its own columns, not the first table's", async () => {
    // Non-Parallel Scenarios and Key-Rate Durations: dollars and percents, then key-rate durations.
    const shocks: SheetTable = {
      title: "NEV under the IRRBB Standard Shocks",
      treeData: false,
      columns: [
        column("description", { label: "Scenario", isRowHeader: true, format: "TEXT" }),
        column("nev", { label: "NEV ($)", format: "CURRENCY", precision: 0 }),
        column("nevRatio", { label: "NEV Ratio", format: "PERCENTAGE", divisor: 0.01 }),
      ],
      rows: [
        {
          id: "Base",
          path: ["Base"],
          cells: [
            { field: "description", text: "Base" },
            { field: "nev", value: 96103332.19 },
            { field: "nevRatio", value: 0.1177 },
          ],
        },
      ],
    };
    const keyRates: SheetTable = {
      title: "Key-Rate Durations",
      treeData: true,
      columns: [
        column("description", { label: "Account", isRowHeader: true, format: "TEXT" }),
        column("bookValue", { label: "Book Value ($)", format: "CURRENCY", precision: 0 }),
        column("krd_3", { label: "3m" }),
        column("krd_12", { label: "1y" }),
        column("krd_24", { label: "2y" }),
      ],
      rows: [
        {
          id: "1",
          path: ["1"],
          cells: [
            { field: "description", text: "Assets" },
            { field: "bookValue", value: 798954595 },
            { field: "krd_3", value: 0.031234 },
            { field: "krd_12", value: -0.25678 },
            { field: "krd_24", value: 0.41 },
          ],
        },
      ],
    };
    const workbook = new ExcelJS.Workbook();
    const sheet = addTableSheet(workbook, "34 Non-Parallel Scenarios");
    writeTable(sheet, shocks, true);
    const written = writeTable(sheet, keyRates, false);
    const row = sheet.getRow(written.firstDataRow);
    const shownRow = [2, 3, 4, 5].map((c) =>
      excelText(row.getCell(c).numFmt || "General", row.getCell(c).value as number),
    );
    // Under the first table's formats these read 798,954,595 / 3.12% / -0.25678 (General).
    expect(shownRow).toEqual(["798,954,595", "0.03", "(0.26)", "0.41"]);
  });
});

describe("sheet names", () => {
  it("keeps a name that fits, and cuts a longer one after a whole word, marked", () => {
    expect(excelSheetName("NEV Detailed Value")).toBe("NEV Detailed Value");
    expect(excelSheetName("Gains: [AFS] / HTM?")).toBe("Gains AFS HTM");
    // 'Investment Shock as a Percen' read as if it were the whole name.
    expect(excelSheetName("Investment Shock as a Percent of Capital", 28)).toBe("Investment Shock…");
    expect(excelSheetName("Balance Sheet Composition by Product Group")).toBe("Balance Sheet Composition…");
    const cut = excelSheetName("Supercalifragilisticexpialidocious-and-more-words", 20);
    expect(cut).toBe("Supercalifragilisti…");
    for (const name of [cut, excelSheetName("x ".repeat(40))]) expect(name.length).toBeLessThanOrEqual(31);
  });
});
