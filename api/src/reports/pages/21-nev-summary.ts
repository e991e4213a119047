import { basisPoints, dollars, flat, percent, text } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { nevSummaryPage } from "../builders/summary.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
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
      text("scenario", "Rate Shock (bp)", { width: 2 }),
      dollars("dataset1_value", "NEV ($)"),
      dollars("dataset1_difference", "$ Change"),
      percent("dataset1_percentChange", "% Change"),
      percent("dataset1_ratio", "NEV Ratio"),
      basisPoints("dataset1_sensitivity", "Sensitivity (bp)"),
    ),
  },
  build: nevSummaryPage,
});
