import { dollars, flat, percent, text } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { nevChangePage } from "../builders/summary.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 31,
  description: "NEV Change",
  urlKey: "nev",
  template: summaryLayout("31", {
    table: "Change in NEV by Scenario",
    chart1: ["column", "NEV by Scenario"],
    chart2: ["line", "NEV Change from Base"],
  }),
  tables: {
    "31": flat(
      text("scenario", "Rate Shock (bp)"),
      dollars("dataset1_value", "NEV ($)"),
      dollars("dataset1_difference", "$ Change"),
      percent("dataset1_percentChange", "% Change"),
    ),
  },
  build: nevChangePage,
});
