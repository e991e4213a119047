import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import type { AnalysisDictionariesModel } from "../models/core-models.ts";
import type { ReportDataModel } from "../models/report-models.ts";
import { buildReport } from "./report-builder.ts";
import type { ReportRequest } from "./report-service.ts";
import { checkTemplate } from "./template-rules.ts";

/** Global ids: the type, then the report's key (definition, page, year, no trend), source and row. */
const globalIdOf = (text: string) => Buffer.from(text).toString("base64url");
const ROW_1 = globalIdOf("TableRow:2:10:1:-:tree:1");
const ROW_2 = globalIdOf("TableRow:2:10:1:-:tree:2");

const REQUEST: ReportRequest = {
  reportDefinitionId: 2,
  reportId: 10,
  year: 1,
  trend: { additionalReportDefIds: [], nevScenarios: null, niiScenarios: null },
};

/** A test double of the analysis dictionaries: one page of each broken kind and one good page. */
const dictionaries: AnalysisDictionariesModel = {
  reportUrls: { nev: "base/analysis/reports/{id}/reportdefinition/{reportDefId}" },
  tables: {
    t1: {
      treeData: true,
      columns: [
        { field: "description", label: "Account", format: "header", width: 3 },
        { field: "value", label: "Value", format: "numeric", precision: 0, divisor: null },
      ],
    },
  },
  reports: [
    { id: 1, parentId: 0, order: 1, description: "Group", urlKey: null },
    {
      id: 10,
      parentId: 1,
      order: 1,
      description: "Good page",
      urlKey: "nev",
      api_version: 2,
      template: [
        { type: "text", source: "summary", title: "Summary" },
        {
          type: "table",
          source: "tree",
          title: "NEV in the {scenario}",
          dictionaryKey: "t1",
          hidden: ["single"],
        },
        { type: "chart", source: "chart1", title: "Chart", chartType: "column" },
      ],
    },
    { id: 11, parentId: 1, order: 2, description: "No template", urlKey: "nev", template: [] },
    {
      id: 12,
      parentId: 1,
      order: 3,
      description: "No table dictionary",
      urlKey: "nev",
      template: [{ type: "table", source: "grid", title: "", dictionaryKey: "missing" }],
    },
    {
      id: 13,
      parentId: 1,
      order: 4,
      description: "No URL",
      urlKey: "unknown",
      template: [{ type: "text", source: "summary", title: "" }],
    },
    {
      id: 14,
      parentId: 1,
      order: 5,
      description: "Odd block",
      urlKey: "nev",
      template: [{ type: "gauge", source: "g1", title: "" }],
    },
  ],
};

const model = (rows: Record<string, unknown>[]): ReportDataModel => ({
  reportId: 10,
  reportDefinitionId: 2,
  title: "Good page",
  asOfDate: "2021-12-31T00:00:00",
  compareAsOfDate: null,
  metadata: { client: { id: 1, name: "Riverbend" }, scenarios: { shockScenario: 300 } },
  data: {
    summary: "First.\n\nSecond.",
    tree: {
      kind: "table",
      dictionaryKey: "t1",
      metadata: { dataset1: { typ: "dataset1", title: "2021/12/31 Standard", asOfDate: null, dataSetId: 2 } },
      rows: rows as never,
      bookValue: 5,
    },
    chart1: {
      kind: "chart",
      title: "Chart",
      labels: ["a", "b"],
      series: [{ name: "s", data: [1, null], format: "percentage" }],
    },
  },
});

function errorOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError) return { message: error.message, ...error.extensions };
    throw error;
  }
  throw new Error("no error");
}

describe("the template rules and typed blocks (spec shell-and-reports sections 5 and 8)", () => {
  it("refuses a report without dictionary entry, template, table dictionary or URL key", () => {
    expect(errorOf(() => checkTemplate(dictionaries, 99))).toMatchObject({
      message: "There is no report 99.",
      code: "NOT_FOUND",
      reportError: "REPORT_DICTIONARY_UNAVAILABLE",
      messages: [{ error: "There is no report 99.", field: "reportId" }],
    });
    expect(errorOf(() => checkTemplate(dictionaries, 1))).toMatchObject({
      message: "There is no report 1.",
    });
    expect(errorOf(() => checkTemplate(dictionaries, 11))).toMatchObject({
      message: "Report Template Unavailable",
      reportError: "REPORT_TEMPLATE_UNAVAILABLE",
    });
    expect(errorOf(() => checkTemplate(dictionaries, 12))).toMatchObject({
      message: "Dictionary Unavailable",
      reportError: "DICTIONARY_UNAVAILABLE",
    });
    expect(errorOf(() => checkTemplate(dictionaries, 13))).toMatchObject({
      message: "Cannot retrieve data. API path is not found in dictionary.",
      reportError: "API_PATH_NOT_FOUND",
    });
  });

  it("builds typed blocks in template order, with the scenario in dynamic titles", () => {
    const rows = [
      {
        id: 1,
        parentId: 0,
        hLevel: 0,
        description: "Assets",
        value: 10,
        children: [{ id: 2, parentId: 1, hLevel: 1, description: "Loans", value: 4 }],
      },
    ];
    const report = buildReport(checkTemplate(dictionaries, 10), model(rows), REQUEST);
    expect(report.blocks.map((b) => b.__typename)).toEqual(["TextBlock", "TableBlock", "ChartBlock"]);
    const [text, table, chart] = report.blocks;
    expect(text).toMatchObject({ paragraphs: ["First.", "Second."] });
    expect(table).toMatchObject({
      title: "NEV in the +300 bp shock",
      titleIsDynamic: true,
      hidden: ["SINGLE"],
      isHidden: true,
      columns: [
        { field: "description", format: "TEXT", isRowHeader: true },
        { field: "value", format: "NUMERIC" },
      ],
      rows: [
        {
          id: ROW_1,
          parentId: null,
          level: 0,
          path: [ROW_1],
          hasChildren: true,
        },
        {
          id: ROW_2,
          parentId: ROW_1,
          level: 1,
          path: [ROW_1, ROW_2],
          hasChildren: false,
        },
      ],
      values: [{ field: "bookValue", value: 5 }],
      datasetTitles: [
        { role: "DATASET1", title: "2021/12/31 Standard", dataSetId: globalIdOf("DataSet:1:2") },
      ],
    });
    expect(chart).toMatchObject({
      chartType: "COLUMN",
      format: "PERCENTAGE",
      series: [{ values: [1, null] }],
    });
    expect(report).toMatchObject({
      id: globalIdOf("Report:2:10:1:-"),
      reportId: 10,
      clientName: "Riverbend",
      kind: "SINGLE",
      scenario: "300",
    });
  });

  it("gives a data format error when an API version 2 table lacks a column, and no data for unknown block types", () => {
    const page = checkTemplate(dictionaries, 10);
    expect(
      errorOf(() => buildReport(page, model([{ id: 1, description: "Assets" }]), REQUEST)),
    ).toMatchObject({
      message: "Data format error for report ID 10, Source tree.",
      code: "DATA_FORMAT_ERROR",
      reportError: "DATA_FORMAT_ERROR",
      messages: [{ error: "The rows lack the column(s) value." }],
    });
    expect(errorOf(() => buildReport(checkTemplate(dictionaries, 14), model([]), REQUEST))).toMatchObject({
      message: "No data available for Odd block (ID 14), Source g1.",
      reportError: "NO_DATA_AVAILABLE",
    });
  });
});
