import { formatColumnValue, formatDate, textPercent } from "@alm/formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportPages, reportTables } from "./catalogue/report-catalogue.ts";
import type { TableColumn } from "./catalogue/column-types.ts";
import type { ChartData, ReportModel, TableData } from "./report-model.ts";
import { baseDataSetOf } from "../testing/data-set-factory.ts";
import type { DepositGroupsModel } from "../what-if/what-if-service.ts";
import {
  callApi,
  modelOf,
  reportDefinitionIds,
  signInAll,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";

/**
 * Finance units, one way everywhere (@alm/formats, README "Units and signs"), as the api's pages
 * state them: the dictionaries' columns and the narratives' figures.
 */

const tables = reportTables();
const allColumns = Object.entries(tables).flatMap(([key, t]) => t.columns.map((c) => ({ key, ...c })));
/** A column of basis points: its label says so (a group "Rate Shock (bp)" names its columns' scenarios). */
const saysBasisPoints = (c: TableColumn) => /\(bp\)/.test(c.label);

describe("the dictionaries' units", () => {
  it("show basis points as whole numbers wherever a column is in bp", () => {
    const bp = allColumns.filter((c) => saysBasisPoints(c) && c.format === "numeric");
    expect(bp.map((c) => `${c.key} ${c.field}`)).toEqual(
      expect.arrayContaining([
        "21 dataset1_sensitivity",
        "32 dataset1_sensitivity",
        "34 sensitivityBp",
        "72 spreadBp",
      ]),
    );
    expect(bp.filter((c) => c.precision !== 0).map((c) => `${c.key} ${c.field}`)).toEqual([]);
  });

  it("show the change of a ratio between data sets in basis points, and say so", () => {
    // Every difference column beside percentages of the two data sets.
    const changes = allColumns.filter(
      (c) =>
        c.field.startsWith("difference_") &&
        tables[c.key]?.columns.find((d) => d.field === c.field.replace(/^difference_/, "dataset1_"))
          ?.format === "percentage",
    );
    expect(changes.map((c) => `${c.key} ${c.field}`)).toEqual(
      expect.arrayContaining([
        "24 difference_value",
        "32 difference_ratio",
        "37 difference_roa",
        "58 difference_yield",
        "71 difference_value",
      ]),
    );
    for (const c of changes) {
      expect(c, `${c.key} ${c.field}`).toMatchObject({
        format: "numeric",
        precision: 0,
        divisor: 0.0001,
        label: "Change (bp)",
      });
    }
    // NEV ratio 11.77% against 11.34%: 43 bp, never "0.43%".
    const column = allColumns.find((c) => c.key === "32" && c.field === "difference_ratio");
    const cell = { format: "NUMERIC" as const, precision: column?.precision, divisor: column?.divisor };
    expect(formatColumnValue(0.117682553869 - 0.113353487, cell)).toBe("43");
  });

  it("name every currency column's unit in its label or its group", () => {
    const unnamed = allColumns.filter(
      (c) => c.format === "currency" && !/\$/.test(`${c.label} ${c.group ?? ""}`),
    );
    expect(unnamed.map((c) => `${c.key} ${c.field}`)).toEqual([]);
  });

  it("head the gap tables' periods as repricing, and the contractual liquidity gap's as maturities", () => {
    const periods = (key: string) => [...new Set(tables[key]?.columns.map((c) => c.group).filter(Boolean))];
    expect(periods("10")).toEqual(["Repricing Period ($000)"]); // Behavioral Repricing Gap
    expect(periods("80")).toEqual(["Repricing Period ($000)"]); // Repricing Gap
    // Contractual Liquidity Gap: headed "Repricing Period" before (a CFO's review).
    expect(periods("40")).toEqual(["Maturity Period ($000)"]);
  });

  it("say that per-scenario columns are rate shocks in bp", () => {
    const shocks = allColumns.filter((c) => c.scenario && /^(-?\d+|Base)$/.test(c.scenario));
    expect(shocks.length).toBeGreaterThan(0);
    expect(
      shocks
        .filter((c) => !/Rate Shock \(bp\)|bp shock/.test(`${c.group ?? ""} ${c.label}`))
        .map((c) => `${c.key} ${c.field}`),
    ).toEqual([]);
  });
});

describe("the pages' units", () => {
  let api: TestApi;
  let token: string;
  let defId: number;

  const page = async (id: number, tail = "") => {
    const res = await callApi(api, `/base/analysis/reports/${id}/reportdefinition/${defId}${tail}`, token);
    expect(res.status, `page ${id}`).toBe(200);
    return modelOf<ReportModel>(res).data;
  };

  beforeAll(async () => {
    api = await startTestApi();
    token = (await signInAll(api)).staff;
    defId = (await reportDefinitionIds(api))["RFCU:Q4 2021 ALM Report"] as number;
  });
  afterAll(() => api.close());

  it("narrate a table's figure with its digits and a minus sign, the ratio's change in bp, dates as the spec's", async () => {
    const summary = await page(21);
    const rows = (summary.grid1 as TableData).rows;
    const shock = rows.find((r) => r.id === "300");
    const base = rows.find((r) => r.id === "Base");
    // NEV Summary's figures, said in the NEV paragraph, which the ALM Summary holds.
    const text = String((await page(20)).summary);
    // The table shows (46.04%); the sentence says it in words, "lowers NEV by 46.04%", never 46.0%
    // nor a minus sign or parentheses (it said "changes NEV by -46.04%").
    const change = Number(shock?.dataset1_percentChange);
    expect(formatColumnValue(change, { format: "PERCENTAGE", precision: 2, divisor: 0.01 })).toMatch(
      /^\(\d+\.\d{2}%\)$/,
    );
    expect(change).toBeLessThan(0);
    expect(text).toContain(`+300 bp shock lowers NEV by ${textPercent(-change)}`);
    // A change of the NEV ratio is in basis points, rounded as the NEV Ratio Change from Base (bp) column rounds it.
    expect(text).toContain(`and the NEV ratio by ${Math.round(-Number(shock?.dataset1_sensitivity))} bp, to`);
    expect(text).not.toMatch(/by -\d/);
    // The move of the base ratio in words too (it read "moved from 2.86% to 2.85% (-1 bp)").
    expect(text).toMatch(
      /the base NEV ratio (rose|fell) by \d+ bp from \d+\.\d{2}% to \d+\.\d{2}%\.|the base NEV ratio was unchanged at \d+\.\d{2}%\./,
    );
    expect(text).not.toMatch(/[(\s][+-]\d+ bp\)/);
    expect(text).toMatch(/^As of 2021\/12\/31, /);
    expect(text).toContain("Compared with 2021/09/30");
    expect(text).toMatch(/is \$\d+\.\d million, a NEV ratio of /);
    expect(Number(base?.dataset1_ratio)).toBeGreaterThan(0);
    // The worst scenario by its unit and kind.
    expect(text).toMatch(/the lowest ratio across the scenarios is \d+\.\d{2}%, in the [+-]\d+ bp shock\./);
  });

  it("write every currency figure of a narrative with its currency, every date one way, every scenario with unit and kind", async () => {
    const texts: string[] = [];
    for (const p of reportPages()) {
      const data = await page(p.id, p.urlKey === "nii" ? "/year/1" : p.urlKey === "trend" ? "/trend" : "");
      for (const block of p.template.filter((b) => b.type === "text"))
        texts.push(String(data[block.source] ?? ""));
    }
    const all = texts.join("\n");
    expect(all).toContain("2021/12/31");
    // Three formats the review found on one page, and ISO dates.
    expect(all).not.toMatch(
      /\b\d{2}\/\d{2}\/\d{4}\b|\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}|\b\d{4}-\d{2}-\d{2}\b/,
    );
    // Amounts in words or bare digits: "798,954,595 dollars", "$8.4 thousand".
    expect(all).not.toMatch(/\d dollars\b|thousand\b/);
    // Negatives in running text take a minus sign, not parentheses; percents no space before %.
    expect(all).not.toMatch(/\(\$?\d[\d,.]*%?\)|\d %/);
    // Basis points whole.
    expect(all).not.toMatch(/\d\.\d+ bp\b/);
    // A scenario named by a bare size ("at +500 bp") says whether it is a shock or a ramp.
    expect(all).not.toMatch(/\bat [+-]\d+ bp\b(?! shock| ramp)/);
  });

  it("chart the gap tables in the tables' unit, thousands of dollars, and say so", async () => {
    for (const id of [10, 40, 80]) {
      const data = await page(id);
      const chart = data.chart1 as ChartData;
      const template = reportPages()
        .find((p) => p.id === id)
        ?.template.find((b) => b.source === "chart1");
      const periodic = (data.tree as TableData).rows.find((r) => r.id === "periodicGap");
      expect(template?.title, `page ${id}`).toContain("($000)");
      expect(chart.yAxis.title, `page ${id}`).toContain("($000)");
      expect(chart.series[0]?.format).toBe("numeric");
      expect(chart.series[0]?.data[0]).toBeCloseTo(Number(periodic?.["bucket_0-3m"]) / 1000, 6);
      const column = tables[String(id)]?.columns.find((c) => c.field === "bucket_0-3m");
      expect(column?.divisor).toBe(1000);
      expect(column?.group).toContain("($000)");
    }
  });

  it("show a deposit's beta in percent, as its decay reads and as the what-if's Beta (%) takes it", async () => {
    const columnOf = (id: string, field: string) => tables[id]?.columns.find((c) => c.field === field);
    for (const id of ["70", "74"]) {
      expect(columnOf(id, "beta"), `page ${id}`).toMatchObject({
        format: "percentage",
        precision: columnOf(id, "decay")?.precision,
        divisor: columnOf(id, "decay")?.divisor,
      });
    }
    const beta = columnOf("74", "beta");
    const cell = { format: "PERCENTAGE" as const, precision: beta?.precision, divisor: beta?.divisor };
    const rows = ((await page(74)).grid1 as TableData).rows;
    const dataSetId = await baseDataSetOf(api, "RFCU:Q4 2021 ALM Report");
    const groups = await callApi(api, `/core/datasets/${dataSetId}/whatif/depositgroups`, token);
    const terms = modelOf<DepositGroupsModel>(groups).depositTerms;
    const shown = rows.flatMap((r) => {
      const term = terms.find((t) => t.key === r.key);
      return term ? [{ report: Number(r.beta), whatIf: term.beta }] : [];
    });
    expect(shown.length).toBeGreaterThan(0);
    for (const { report, whatIf } of shown) {
      // The report's cell reads as the what-if's hint does ("Now 35.00% on average"), never 0.35.
      expect(formatColumnValue(report, cell)).toMatch(/^\d+\.\d{2}%$/);
      expect(formatColumnValue(report, cell)).toBe(formatColumnValue(whatIf, cell));
    }
  });

  it("name the compliance matrix's scenarios with unit and kind", async () => {
    const rows = ((await page(27)).grid1 as TableData).rows;
    const scenarios = new Set(rows.map((r) => String(r.scenario)));
    expect(scenarios).toContain("+300 bp shock");
    expect(scenarios).toContain("-100 bp ramp");
    expect([...scenarios].filter((s) => s !== "Base" && !/^[+-]\d+ bp (shock|ramp)$/.test(s))).toEqual([]);
  });

  it("write the trend's dates as the spec does", async () => {
    const data = await page(26, "/trend");
    expect((data.chart1 as ChartData).labels).toEqual(
      ["2021/09/30", "2021/12/31"].map((d) => formatDate(d.replaceAll("/", "-"))),
    );
  });
});
