import { describe, expect, it } from "vitest";
import type { ColumnFormatName } from "../columns.ts";
import { cellValues, type PageColumn, type PageTable, type ReportPage } from "./report-page.ts";
import { DURATION_MISMATCH_NOTE } from "../duration-mismatch.ts";
import { METRICS, policyLimit } from "./risk-figures.ts";

const PAGE_ID = "Report:2:27:1";

/** A column of the page's dictionary: percentages as decimal fractions with 2 decimals, dollars without cents. */
const column = (field: string, format: ColumnFormatName, extra: Partial<PageColumn> = {}): PageColumn => ({
  field,
  format,
  precision: format === "PERCENTAGE" ? 2 : 0,
  divisor: format === "PERCENTAGE" ? 0.01 : null,
  ...extra,
});

type Cells = Record<string, number | string | boolean | null>;

/** A table as the gateway serves it: opaque row ids beside each row's key in its table. */
function table(
  source: string,
  columns: readonly PageColumn[],
  rows: [string, Cells, ("PERCENTAGE" | "NUMERIC")?][],
  values: PageTable["values"] = [],
): PageTable {
  return {
    source,
    columns,
    rows: rows.map(([id, cells, format], index) => ({
      // Opaque, as global ids are: a figure found by parsing the id instead of its key fails here.
      id: `${source}-row-${index}`,
      key: id,
      rowFormat: format ?? null,
      values: cellValues(
        Object.entries(cells).map(([field, v]) => ({
          field,
          value: typeof v === "number" ? v : null,
          text: typeof v === "string" ? v : null,
          flag: typeof v === "boolean" ? v : null,
        })),
      ),
    })),
    values,
  };
}

const page = (...tables: PageTable[]): ReportPage => ({ id: PAGE_ID, tables });
const read = (key: string, p: ReportPage, shock = "300") => {
  const metric = METRICS.find((m) => m.key === key);
  if (!metric) throw new Error(key);
  return metric.read(p, shock);
};

const policyColumns = [
  column("description", "TEXT"),
  column("value", "PERCENTAGE"),
  column("limit", "PERCENTAGE"),
  column("status", "TEXT"),
];
const compliance = table("grid1", policyColumns, [
  ["nevRatio:Base", { description: "NEV Ratio (minimum)", value: 0.12899771644, limit: 0.07, breach: false }],
  ["nevChange:-300", { description: "NEV % Change", value: -0.066110060533, limit: -0.35, breach: false }],
  ["nevChange:300", { description: "NEV % Change", value: -0.276438701305, limit: -0.25, breach: true }],
]);
const supervisory = table(
  "grid2",
  [column("description", "TEXT"), column("value", "PERCENTAGE"), column("rating", "TEXT")],
  [
    ["postShockRatio", { value: 0.08234729685807603, rating: "Low" }],
    ["sensitivity", { value: -0.29685272796252066, rating: "High" }],
  ],
  [
    { field: "rating", value: null, text: "Low" },
    { field: "cell", value: null, text: "Above 7% × Over 25% to 50% decline" },
  ],
);

describe("the dashboard's figures, read from report pages as their grids show them", () => {
  it("takes the NEV ratio at base and its policy minimum from the compliance matrix", () => {
    expect(read("nevRatio", page(compliance))).toMatchObject({
      headline: { value: 0.12899771644, text: "12.90%" },
      // The firm's own NEV, said under it: the rating tile's figures are under NCUA's share prices.
      unit: null,
      lines: [
        { label: "Policy minimum (Base)", text: "7.00%" },
        { label: "Deposit valuation", text: "Firm's deposit model, not NCUA share prices" },
      ],
      status: { text: "Within policy", tone: "success" },
      trend: 0.12899771644,
    });
  });

  it("takes the client's limit of a measure in a scenario, and none the matrix does not state", () => {
    expect(policyLimit(page(compliance), "nevChange", "300")).toEqual({ value: -0.25, text: "(25.00%)" });
    expect(policyLimit(page(compliance), "nevChange", "-300")).toEqual({ value: -0.35, text: "(35.00%)" });
    expect(policyLimit(page(compliance), "nevRatio", "Base")).toEqual({ value: 0.07, text: "7.00%" });
    expect(policyLimit(page(compliance), "nevRatio", "300")).toBeNull();
    expect(policyLimit(page(supervisory), "nevChange", "300")).toBeNull();
  });

  it("takes the NEV change at the definition's shock, not another scenario, and says a breach", () => {
    expect(read("nevShockChange", page(compliance))).toMatchObject({
      headline: { text: "(27.64%)" },
      lines: [{ text: "(25.00%)" }, { label: "Deposit valuation" }],
      status: { text: "Outside policy", tone: "error" },
    });
    expect(read("nevShockChange", page(compliance), "-300")?.headline.text).toBe("(6.61%)");
    expect(read("nevShockChange", page(compliance), "200")).toBeNull();
  });

  it("takes the supervisory rating from the cell of NCUA's table, with both measures and that cell", () => {
    expect(read("rating", page(compliance, supervisory))).toMatchObject({
      headline: { value: null, text: "Low" },
      lines: [
        { label: "Post-shock NEV ratio (NCUA share prices)", text: "8.23%" },
        { label: "NEV change (NCUA share prices)", text: "(29.69%)" },
        { label: "NCUA table cell (post-shock ratio × decline)", text: "Above 7% × Over 25% to 50% decline" },
      ],
      status: { text: "Low risk", tone: "success" },
      trend: 0.08234729685807603,
      trendText: "8.23% (Low)",
    });
    const unrated = table("grid2", supervisory.columns, [], []);
    expect(read("rating", page(compliance, unrated))).toBeNull();
  });

  it("takes NII at risk as Earnings at Risk states it, formatted as its change column, naming the scenario", () => {
    const columns = [
      column("description", "TEXT"),
      column("percent12", "PERCENTAGE"),
      column("percent24", "PERCENTAGE"),
    ];
    const earnings = page(
      table(
        "grid1",
        columns,
        // The rows are not searched: the page's own figure is the one every screen shows.
        [["300", { description: "+300 bp shock", percent12: -0.5, percent24: null }]],
        [
          { field: "niiAtRisk12", value: -0.0271860265, text: null },
          { field: "niiAtRisk12Scenario", value: null, text: "-200 bp shock" },
          { field: "niiAtRisk24", value: -0.0709050831, text: null },
          { field: "niiAtRisk24Scenario", value: null, text: "-300 bp ramp" },
        ],
      ),
    );
    expect(read("niiAtRisk12", earnings)).toMatchObject({
      headline: { value: -0.0271860265, text: "(2.72%)" },
      lines: [{ label: "Largest decline in", text: "-200 bp shock" }],
    });
    expect(read("niiAtRisk24", earnings)).toMatchObject({
      headline: { text: "(7.09%)" },
      lines: [{ text: "-300 bp ramp" }],
    });
    expect(read("niiAtRisk12", page(table("grid1", columns, [])))).toBeNull();
  });

  it("takes the duration mismatch at base in years, in the row's own format", () => {
    const summary = page(
      table(
        "grid1",
        [column("description", "TEXT"), column("dataset1_Base", "PERCENTAGE", { displayAs: "rowFormat" })],
        [
          ["nevRatio", { dataset1_Base: 0.12899771644 }, "PERCENTAGE"],
          ["durationMismatch", { dataset1_Base: 0.174571375208 }, "NUMERIC"],
        ],
      ),
    );
    expect(read("durationMismatch", summary)).toMatchObject({
      headline: { value: 0.174571375208, text: "0.17" },
      unit: "years (assets less liabilities, base)",
      // A reader subtracting the printed durations (3.02 less 1.50) is told why 1.51 is shown.
      note: DURATION_MISMATCH_NOTE,
      // An answer of before the durations were in the table: the tile shows none.
      lines: [],
    });
  });

  it("shows beside the duration mismatch the durations its note speaks of", () => {
    // The note spoke of durations the tile did not show (a CFO's review): 3.0174 less 1.5046.
    const summary = page(
      table(
        "grid1",
        [column("description", "TEXT"), column("dataset1_Base", "PERCENTAGE", { displayAs: "rowFormat" })],
        [["durationMismatch", { dataset1_Base: 3.0174 - 1.5046 }, "NUMERIC"]],
        [
          { field: "assetDuration", value: 3.0174 },
          { field: "liabilityDuration", value: 1.5046 },
        ],
      ),
    );
    expect(read("durationMismatch", summary)).toMatchObject({
      headline: { text: "1.51" },
      lines: [
        { label: "Effective durations (years)", text: "Assets\u00a03.02\u00a0· Liabilities\u00a01.50" },
      ],
      note: DURATION_MISMATCH_NOTE,
    });
  });

  it("takes the liquidity available within a year from the total row, in $ millions with one decimal", () => {
    const liquidity = page(
      table(
        "grid1",
        [
          column("description", "TEXT"),
          column("balance", "CURRENCY"),
          column("mix", "PERCENTAGE"),
          column("available", "CURRENCY"),
          column("availableShare", "PERCENTAGE"),
        ],
        [
          [
            "cash",
            { balance: 46792611, mix: 0.0562673453, available: 46792611, availableShare: 0.0562673453 },
          ],
          [
            "total",
            { balance: 794017201, mix: 0.9547926294, available: 292064495.576, availableShare: 0.3512042 },
          ],
        ],
      ),
    );
    // What is available, never the sources' whole balances (794 million, 95 % of assets).
    expect(read("liquidity", liquidity)).toMatchObject({
      // A tile's dollars carry their currency, in millions: the grid's cell reads 292,064,496.
      headline: { value: 292064495.576, text: "$292.1M" },
      trendText: "$292.1M",
      lines: [{ label: "Available, % of assets", text: "35.12%" }],
    });
  });

  it("titles the NEV change tile with the scenario's unit and kind", () => {
    expect(METRICS.find((m) => m.key === "nevShockChange")?.title("300")).toBe(
      "NEV Change in the +300 bp shock",
    );
  });

  it("titles it with the shock in general while no report names the scenario (a list still loading)", () => {
    expect(METRICS.find((m) => m.key === "nevShockChange")?.title("")).toBe("NEV Change in the Rate Shock");
  });

  it("finds nothing on a page without the table", () => {
    for (const metric of METRICS) expect(metric.read(page(), "300")).toBeNull();
  });
});
