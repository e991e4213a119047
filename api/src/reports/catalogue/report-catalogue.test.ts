import { describe, expect, it } from "vitest";
import { parsePackageEntry } from "@alm/formats";
import {
  defaultReportList,
  DETAIL_EXCEL_REPORT_IDS,
  findReport,
  niiReportIds,
  reportCatalogue,
  reportIds,
  reportTables,
} from "./report-catalogue.ts";
import { REPORT_URLS } from "../../dictionaries/reports/report-urls.ts";
import type { TableColumn } from "./column-types.ts";
import { SCENARIO_PLACEHOLDER } from "./report-types.ts";

const catalogue = reportCatalogue();
const groups = catalogue.filter((n) => n.parentId === 0);
const pagesOf = (group: string) => {
  const id = groups.find((g) => g.description === group)?.id;
  return catalogue.filter((n) => n.parentId === id).map((n) => n.description);
};

describe("report catalogue", () => {
  it("has every group of the spec, the variant groups included, in order", () => {
    expect(groups.map((g) => g.description)).toEqual([
      "Balance Sheet Assessment",
      "Report Overview",
      "Net Economic Value",
      "Net Interest Income",
      "Supplemental",
      "Assumptions",
      "Gap Analyses",
      "What-ifs (Backtesting)",
      "Extras",
    ]);
  });

  it("has every page the spec lists under its group", () => {
    expect(pagesOf("Balance Sheet Assessment")).toEqual([
      "Executive Summary",
      "Economic Update",
      "Current Market Themes",
      "Fixed Income Performance Update",
      "Mortgage Pipeline Hedging Update",
      "Commentary",
      "Disclaimers",
    ]);
    expect(pagesOf("Report Overview")).toEqual([
      "ALM Summary",
      "NEV Summary",
      "NII Summary",
      "Investment Summary",
      "Asset Liability Management Summary",
      "Balance Sheet Composition",
      "Interest Rate Risk Measurement Trends",
      "Compliance with Policy Matrix",
      "Policy Measurements",
      "Liquidity",
    ]);
    expect(pagesOf("Net Economic Value")).toEqual([
      "NEV Overview",
      "NEV Change",
      "NEV Volatility",
      "NEV Percent of Value Change",
      // Issue #15: the IRRBB non-parallel shocks and key-rate durations, beyond the spec's list.
      "Non-Parallel Scenarios and Key-Rate Durations",
    ]);
    expect(pagesOf("Net Interest Income")).toEqual(
      expect.arrayContaining(["Projected NII Volatility", "Projected NII Comparison"]),
    );
    expect(pagesOf("Supplemental")).toEqual([
      "Behavioral Gap",
      "Liquidity Gap",
      "NEV Detailed Price",
      "NEV Detailed Value",
      "NEV Detailed Gain/Loss",
      "NEV Detailed Effective Duration",
      "NEV Base Comparison",
      "NEV Shock Comparison",
      "NEV Volatility Comparison",
      "Contribution of Risk ($)",
      "Contribution of Risk (%)",
      "NEV Volatilities from Base",
      "NII Dollar Projections",
      "NII Variability",
      "NII Yield Projections",
      "NII Base Comparison",
      "NII Shock Comparison",
      "NII Volatility Comparison",
      "Contributions to NII Volatilities",
      "Shocked NII Projections",
      "Investment Overview",
      "Investment Shock as a Percent of Capital",
    ]);
    expect(pagesOf("Assumptions")).toEqual([
      "Full Balance Sheet Assumptions",
      "Market Pricing",
      "Market Spreads",
      "Prepayment Assumptions",
      "Non-Maturity Deposit Assumptions",
    ]);
    for (const variant of ["Gap Analyses", "What-ifs (Backtesting)", "Extras"]) {
      expect(pagesOf(variant).length, variant).toBeGreaterThan(0);
    }
  });

  it("gives every node a unique id and the entry fields of the spec", () => {
    const ids = catalogue.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of catalogue.filter((n) => n.parentId !== 0)) {
      expect(page).toMatchObject({ status: "active", isHidden: false });
      expect(["nev", "nii", "trend"]).toContain(page.urlKey);
      expect(page.template.length, page.description).toBeGreaterThan(0);
      expect([1, 2]).toContain(page.api_version);
    }
    expect(catalogue.some((n) => n.new)).toBe(true);
  });

  it("has the detail Excel reports as pages with tables", () => {
    for (const id of DETAIL_EXCEL_REPORT_IDS) {
      const page = findReport(id);
      expect(page, `report ${id}`).toBeDefined();
      expect(page?.template.some((b) => b.type === "table")).toBe(true);
    }
    expect(findReport(47)?.description).toBe("NEV Detailed Price");
    expect(reportIds()).toEqual(expect.arrayContaining([...DETAIL_EXCEL_REPORT_IDS]));
  });

  it("names the scenario of the one policy limit a row of scenario columns shows (11, 28)", () => {
    const tables = reportTables();
    for (const id of [11, 28]) {
      const keys = findReport(id)
        ?.template.filter((b) => b.type === "table")
        .map((b) => b.dictionaryKey);
      const columns = keys?.flatMap((k) => tables[k ?? ""]?.columns ?? []) ?? [];
      const limit = columns.find((c) => c.field === "limit");
      // The row's limit is the Shock column's (policy.ts): its header says so, never a bare "Limit".
      expect(
        columns.map((c) => c.field),
        String(id),
      ).toContain("shock");
      expect(limit?.label, String(id)).toBe("Policy Limit (Shock)");
    }
  });

  it("has a table dictionary for every dictionaryKey, and a URL for every urlKey", () => {
    const tables = reportTables();
    for (const page of catalogue) {
      if (page.urlKey) expect(REPORT_URLS[page.urlKey], page.description).toBeDefined();
      for (const block of page.template.filter((b) => b.type === "table")) {
        expect(block.dictionaryKey, page.description).not.toBeNull();
        expect(tables[block.dictionaryKey ?? ""], `${page.id} ${block.dictionaryKey}`).toBeDefined();
      }
    }
    for (const url of Object.values(REPORT_URLS)) {
      expect(url).toContain("{id}");
      expect(url).toContain("{reportDefId}");
    }
    expect(REPORT_URLS.nii).toContain("{year}");
  });

  it("lays out text, table and charts 40/60 and 50/50", () => {
    const summary = findReport(21)?.template ?? [];
    expect(summary.map((b) => [b.type, b.width])).toEqual([
      ["text", 40],
      ["table", 60],
      ["chart", 50],
      ["chart", 50],
    ]);
    for (const page of catalogue) {
      for (const block of page.template) {
        expect(block.width).toBeGreaterThan(0);
        expect(block.width).toBeLessThanOrEqual(100);
        expect(block.titleIsDynamic).toBe(block.title.includes(SCENARIO_PLACEHOLDER));
        if (block.type === "chart") expect(block.chartType).not.toBeNull();
      }
    }
    expect(catalogue.some((p) => p.template.some((b) => b.titleIsDynamic))).toBe(true);
    expect(findReport(36)?.template.filter((b) => b.hidden.includes("single"))).toHaveLength(2);
  });

  it("flags the NII pages, and only pages of NII data", () => {
    const nii = niiReportIds();
    expect(nii).toEqual(expect.arrayContaining([35, 36, 55, 57]));
    for (const id of nii) expect(findReport(id)?.urlKey).toBe("nii");
    expect(nii).not.toContain(47);
  });

  it("uses the spec's column names and formats", () => {
    const tables = reportTables();
    const fields = new Set(Object.values(tables).flatMap((t) => t.columns.map((c) => c.field)));
    const measures = [
      "price",
      "gainLoss",
      "effDuration",
      "base",
      "scenario",
      "difference",
      "balance",
      "market",
    ];
    measures.push(
      "mix",
      "yield",
      "income",
      "averageBalance",
      "averageRate",
      "declining",
      "rising",
      "shock",
      "value",
    );
    for (const m of measures) {
      expect(
        [...fields].some((f) => f === m || f.endsWith(`_${m}`)),
        m,
      ).toBe(true);
    }
    for (const f of ["description", "bookValue", "dataset1_price", "dataset2_price", "difference_price"]) {
      expect(fields.has(f), f).toBe(true);
    }
    for (const f of [
      "dataset1_gainLoss",
      "dataset1_effDuration",
      "dataset1_Base",
      "dataset1_-400",
      "dataset1_300",
    ]) {
      expect(fields.has(f), f).toBe(true);
    }
    for (const c of Object.values(tables).flatMap((t) => t.columns)) {
      expect([0, 2]).toContain(c.precision);
      expect(c.width).toBeGreaterThan(0);
      if (c.format === "percentage") expect(c).toMatchObject({ divisor: 0.01, precision: 2 });
    }
    expect(tables["47"]?.columns.map((c) => c.label)).toEqual(
      expect.arrayContaining(["-400", "Base", "+500"]),
    );
  });
});

describe("default report list", () => {
  it("expands NII pages into one entry per year and leaves the extended groups out", () => {
    const list = defaultReportList(2);
    expect(list).toContain(47);
    expect(list).toContain("55-1");
    expect(list).toContain("55-2");
    expect(list).not.toContain(55);
    expect(list).not.toContain("55-3");
    expect(list).not.toContain(80);
    expect(defaultReportList(3)).toContain("55-3");
    expect(list.length).toBe(new Set(list).size);
  });

  it("refuses impossible NII years", () => {
    expect(() => defaultReportList(0)).toThrow(RangeError);
    expect(() => defaultReportList(11)).toThrow(/1 to 10/);
  });

  it("reads entries back", () => {
    expect(parsePackageEntry(47)).toEqual({ reportId: 47, year: null });
    expect(parsePackageEntry("55-2")).toEqual({ reportId: 55, year: 2 });
    expect(parsePackageEntry("x")).toBeNull();
  });
});

describe("gap trees", () => {
  it("show amounts in thousands, say so in their headers, and keep their rows' order (no sorting)", () => {
    const tables = reportTables();
    for (const id of ["10", "40", "80"]) {
      const amounts = tables[id]?.columns.filter((c) => c.field !== "description") ?? [];
      expect(amounts.length, id).toBe(10);
      for (const c of amounts)
        expect(c, `${id} ${c.field}`).toMatchObject({ divisor: 1000, sortable: false });
      expect(
        amounts.every((c) => (c.group ?? c.label).endsWith("($000)")),
        id,
      ).toBe(true);
    }
  });
});

describe("dollar columns", () => {
  const columns = Object.entries(reportTables()).flatMap(([id, t]) => t.columns.map((c) => ({ id, c })));
  const header = (c: TableColumn) => [c.group, c.label].filter(Boolean).join(": ");

  it("are currency, whole dollars, and name their unit in their header: ($000) in thousands, ($) otherwise", () => {
    const currency = columns.filter(({ c }) => c.format === "currency");
    expect(currency.length).toBeGreaterThan(100);
    for (const { id, c } of currency) {
      expect(c.precision, `${id} ${c.field}`).toBe(0);
      if (c.divisor === 1000) expect(header(c), `${id} ${c.field}`).toContain("($000)");
      else {
        expect(c.divisor, `${id} ${c.field}`).toBeNull();
        expect(header(c), `${id} ${c.field}`).toMatch(/\(\$\)|^\$ |: \$ /);
      }
    }
  });

  it("are the only columns whose header names dollars: mixed grids' rows say their own format", () => {
    for (const { id, c } of columns) {
      // A currency column would make a ratio row of a mixed grid money.
      if (c.displayAs === "rowFormat") expect(c.format, `${id} ${c.field}`).not.toBe("currency");
      if (c.format !== "currency") expect(header(c), `${id} ${c.field}`).not.toContain("$");
    }
  });
});

describe("the measures against policy", () => {
  it("show each measure's status on Policy Measurements as on the Executive Summary", () => {
    const status = (id: string) => reportTables()[id]?.columns.find((c) => c.field === "status");
    // Policy Measurements had no Status: only its sentence said which measure was outside policy.
    expect(status("28")).toEqual(status("11"));
    expect(status("28")).toMatchObject({ label: "Status", answers: true });
  });
});
