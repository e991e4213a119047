import {
  compared,
  date,
  decimal,
  description,
  dollars,
  flat,
  niiScenarios,
  percent,
  text,
} from "../tables/columns.ts";
import { SHOCKS } from "@alm/engine";
import {
  chartBlock,
  COMPARED,
  type GroupSpec,
  summaryLayout,
  tableBlock,
  textBlock,
} from "./report-builders.ts";

/** The summary grid shows -200 … +300 (spec: summary model). */
const SUMMARY_SCENARIOS = SHOCKS.filter((s) => s.bp >= -200 && s.bp <= 300);

/** One-page views of the whole package. */
export const reportOverview: GroupSpec = {
  id: 2,
  description: "Report Overview",
  pages: [
    {
      id: 20,
      description: "ALM Summary",
      urlKey: "nev",
      template: [
        textBlock("Summary", { width: 40 }),
        tableBlock("20", "Net Economic Value", { width: 60 }),
        tableBlock("20_grid2", "Net Interest Income: Year 1", { source: "grid2" }),
        chartBlock("column", "NEV Ratio and Change by Scenario", { width: 50, source: "chart1" }),
        chartBlock("columns", "Projected NII and ROA", { width: 50, source: "chart2" }),
      ],
      tables: {
        "20": flat(
          description("Measure", 3),
          SUMMARY_SCENARIOS.map((s) =>
            percent(`dataset1_${s.id}`, s.label, { scenario: s.id, group: "Rate Scenario (bp)" }),
          ),
        ),
        "20_grid2": flat(
          description("Measure", 4),
          niiScenarios("", "Scenario", dollars).map((c) => ({ ...c, displayAs: "rowFormat" as const })),
        ),
      },
    },
    {
      id: 21,
      description: "NEV Summary",
      urlKey: "nev",
      template: summaryLayout("21", {
        table: "Net Economic Value by Scenario",
        chart1: ["column", "NEV Ratio"],
        chart2: ["line", "NEV Percent Change from Base"],
      }),
      tables: {
        "21": flat(
          text("scenario", "Scenario", { width: 2 }),
          dollars("dataset1_value", "NEV ($)"),
          dollars("dataset1_difference", "$ Change"),
          percent("dataset1_percentChange", "% Change"),
          percent("dataset1_ratio", "NEV Ratio"),
          decimal("dataset1_sensitivity", "Sensitivity (bp)"),
        ),
      },
    },
    {
      id: 22,
      description: "NII Summary",
      urlKey: "nii",
      template: summaryLayout("22", {
        table: "Net Interest Income: Year 1",
        chart1: ["column", "Projected NII"],
        chart2: ["line", "Projected ROA"],
      }),
      tables: {
        "22": flat(
          description("Measure", 4),
          niiScenarios("", "Scenario", dollars).map((c) => ({ ...c, displayAs: "rowFormat" as const })),
        ),
      },
    },
    {
      id: 23,
      description: "Investment Summary",
      urlKey: "nev",
      template: summaryLayout("23", {
        table: "Investment Portfolio",
        chart1: ["pie", "Portfolio Composition"],
        chart2: ["column", "Gain/Loss by Scenario"],
      }),
      tables: {
        "23": flat(
          description("Sector", 3),
          dollars("bookValue", "Book Value"),
          dollars("market", "Market Value"),
          dollars("dataset1_gainLoss", "Gain/Loss"),
          percent("yield", "Yield"),
          decimal("dataset1_effDuration", "Eff. Duration"),
          percent("mix", "% of Portfolio"),
        ),
      },
    },
    {
      id: 24,
      description: "Asset Liability Management Summary",
      urlKey: "nev",
      template: summaryLayout("24", {
        table: "Risk Measures Compared",
        chart1: ["line", "NEV Ratio: Current and Prior"],
        chart2: ["column", "NII Change: Current and Prior"],
        datasets: COMPARED,
      }),
      tables: { "24": flat(description("Measure", 3), compared("value", "Value", percent)) },
    },
    {
      id: 25,
      description: "Balance Sheet Composition",
      urlKey: "nev",
      template: summaryLayout("25", {
        table: "Balance Sheet Composition",
        chart1: ["pie", "Asset Mix"],
        chart2: ["pie", "Liability and Capital Mix"],
      }),
      tables: {
        "25": flat(
          description("Category", 3),
          dollars("balance", "Balance"),
          percent("mix", "Mix"),
          percent("yield", "Yield"),
          dollars("difference_balance", "Balance Change", { emphasize: true }),
        ),
      },
    },
    {
      id: 26,
      description: "Interest Rate Risk Measurement Trends",
      urlKey: "trend",
      template: [
        tableBlock("26", "Risk Measures by As-of Date"),
        chartBlock("line", "NEV Ratio Trend", { width: 50, source: "chart1" }),
        chartBlock("line", "NII Change Trend", { width: 50, source: "chart2" }),
      ],
      tables: {
        "26": flat(
          date("asOfDate", "As-of Date", { width: 2 }),
          percent("nevRatio", "NEV Ratio"),
          percent("nevRatioShock", "NEV Ratio (Shock)"),
          percent("nevPercentChange", "NEV % Change"),
          percent("niiPercentChange", "NII % Change"),
          decimal("durationMismatch", "Duration Mismatch"),
        ),
      },
    },
    {
      id: 27,
      description: "Compliance with Policy Matrix",
      urlKey: "nev",
      template: [tableBlock("27", "Compliance with Policy Limits")],
      tables: {
        "27": flat(
          description("Measure", 3),
          text("scenario", "Scenario", { filter: "select" }),
          percent("value", "Value"),
          percent("limit", "Policy Limit"),
          text("status", "In Compliance", { filter: "select" }),
        ),
      },
    },
    {
      id: 28,
      description: "Policy Measurements",
      urlKey: "nev",
      template: summaryLayout("28", {
        table: "Policy Measurements",
        chart1: ["column", "NEV Change against Limits"],
        chart2: ["column", "NII Change against Limits"],
      }),
      tables: {
        "28": flat(
          description("Measure", 3),
          niiScenarios("", "Scenario", percent),
          percent("limit", "Limit"),
        ),
      },
    },
    {
      id: 29,
      description: "Liquidity",
      urlKey: "nev",
      isNew: true,
      template: summaryLayout("29", {
        table: "Liquidity Sources",
        chart1: ["column", "Liquid Assets"],
        chart2: ["line", "Cumulative Cash Flow"],
      }),
      tables: {
        "29": flat(
          description("Source", 3),
          dollars("balance", "Balance"),
          percent("mix", "% of Assets"),
          dollars("available", "Available"),
        ),
      },
    },
  ],
};
