import { flat, percent, text } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { valueChangePage } from "../builders/summary.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 33,
  description: "NEV Percent of Value Change",
  urlKey: "nev",
  template: summaryLayout("33", {
    table: "Percent Change in Value",
    chart1: ["column", "Assets and Liabilities: % Change in Value"],
    chart2: ["line", "NEV % Change"],
  }),
  tables: {
    "33": flat(
      text("scenario", "Rate Shock (bp)"),
      percent("assets", "Assets"),
      percent("liabilities", "Liabilities"),
      percent("dataset1_percentChange", "NEV", { emphasize: true }),
    ),
  },
  build: valueChangePage,
});
