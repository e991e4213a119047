import { describe, expect, it } from "vitest";
import {
  cellText,
  clipboardText,
  columnGroups,
  defaultVisibility,
  hasHiddenScenarios,
  toGridRows,
} from "./table-model.ts";
import { column } from "../../testing/table-test-columns.ts";

const scenarios = ["300", "-300", "Base", "-100", "100", "500"].map((s) =>
  column(`dataset1_${s}`, { scenario: s, group: "Price" }),
);

describe("table columns", () => {
  it("show -300, Base and 300 by default, every scenario on request", () => {
    const cols = [column("bookValue"), ...scenarios];
    expect(hasHiddenScenarios(cols)).toBe(true);
    const visible = defaultVisibility(cols, false);
    expect(
      Object.entries(visible)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(["bookValue", "dataset1_300", "dataset1_-300", "dataset1_Base"]);
    expect(Object.values(defaultVisibility(cols, true)).every(Boolean)).toBe(true);
    expect(hasHiddenScenarios([column("a")])).toBe(false);
  });

  it("group adjacent columns under their header", () => {
    const cols = [
      column("a", { group: "Market Value" }),
      column("b", { group: "Market Value" }),
      column("c"),
      column("d", { group: "Price" }),
    ];
    expect(columnGroups(cols)).toEqual([
      { group: "Market Value", fields: ["a", "b"] },
      { group: "Price", fields: ["d"] },
    ]);
  });
});

describe("table cells", () => {
  it("use the row's own format in mixed grids and the column's otherwise", () => {
    const mixed = column("base", { displayAs: "rowFormat", precision: 0 });
    expect(cellText(25508672.2, mixed, "DOLLAR")).toBe("$25,508,672");
    expect(cellText(0.0141, mixed, "PERCENTAGE")).toBe("1.41%");
    expect(cellText(-0.0241, column("pct", { format: "PERCENTAGE", divisor: 0.01 }), null)).toBe("(2.41%)");
    expect(cellText(null, column("x"), null)).toBe("N/A");
    expect(cellText(true, column("x"), null)).toBe("Yes");
  });

  it("show a currency column's dollars as plain digits, its header naming the unit, in thousands through its divisor", () => {
    const dollars = column("bookValue", { label: "Book Value ($)", format: "CURRENCY", precision: 0 });
    expect(cellText(25508672.2, dollars, null)).toBe("25,508,672");
    expect(cellText(-1234.5, dollars, null)).toBe("(1,235)");
    const thousands = column("total", {
      label: "Total ($000)",
      format: "CURRENCY",
      precision: 0,
      divisor: 1000,
    });
    expect(cellText(-25508672.2, thousands, null)).toBe("(25,509)");
  });
});

describe("table rows", () => {
  const row = (id: string, path: string[]) => ({
    __typename: "TableRow" as const,
    id,
    key: id,
    parentId: path.at(-2) ?? null,
    level: path.length - 1,
    path,
    format: null,
    cells: [
      { __typename: "Cell" as const, field: "description", number: null, text: `Row ${id}`, flag: null },
    ],
  });

  it("read one value per field", () => {
    const [r] = toGridRows([row("1", ["1"])]);
    expect(r?.values).toEqual({ description: "Row 1" });
  });

  it("start a branch's paths at the first ancestor the table holds", () => {
    const rows = toGridRows([row("20", ["1", "20"]), row("21", ["1", "20", "21"])]);
    expect(rows.map((r) => r.path)).toEqual([["20"], ["20", "21"]]);
    expect(rows.map((r) => r.level)).toEqual([0, 1]);
  });
});

describe("the clipboard", () => {
  it("carries each group header once, above its first column, then the labels and the screen's text", () => {
    const columns = [
      column("description", { label: "Account", isRowHeader: true, format: "TEXT" }),
      column("bookValue", { label: "Book Value ($)", format: "CURRENCY", precision: 0 }),
      column("mv_-300", { label: "-300", group: "Market Value", precision: 0 }),
      column("mv_Base", { label: "Base", group: "Market Value", precision: 0 }),
      column("pct", { label: "NEV Ratio", group: "Ratio", format: "PERCENTAGE", divisor: 0.01 }),
    ];
    const rows = toGridRows([
      {
        __typename: "TableRow",
        id: "1",
        key: "1",
        parentId: null,
        level: 0,
        path: ["1"],
        format: null,
        cells: [
          { __typename: "Cell", field: "description", number: null, text: "Assets\tand more", flag: null },
          { __typename: "Cell", field: "bookValue", number: "25296472.7446", text: null, flag: null },
          { __typename: "Cell", field: "mv_-300", number: "-1234.4", text: null, flag: null },
          { __typename: "Cell", field: "mv_Base", number: "1000", text: null, flag: null },
          { __typename: "Cell", field: "pct", number: "0.0374", text: null, flag: null },
        ],
      },
    ]);
    expect(clipboardText(columns, rows).split("\n")).toEqual([
      "\t\tMarket Value\t\tRatio",
      "Account\tBook Value ($)\t-300\tBase\tNEV Ratio",
      "Assets and more\t25,296,473\t(1,234)\t1,000\t3.74%",
    ]);
  });
});
