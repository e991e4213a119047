import { date, decimal, flat, percent } from "../catalogue/columns.ts";
import { chartBlock, tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { riskTrendPage } from "../builders/trend.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 26,
  description: "Interest Rate Risk Measurement Trends",
  urlKey: "trend",
  template: [
    tableBlock("26", "Risk Measures by As-of Date"),
    chartBlock("line", "NEV Ratio Trend", { width: 50, source: "chart1" }),
    chartBlock("line", "NII Change Trend", { width: 50, source: "chart2" }),
    textBlock("Quarters Covered", { source: "coverage" }),
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
  // The report definition of each as-of date, to open it.
  rowNumbers: ["reportDefinitionId"],
  build: riskTrendPage,
});
