import { flat, percent, rateShock } from "../catalogue/columns.ts";
import { valueChangePage } from "../builders/summary.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 33,
  description: "NEV Percent of Value Change",
  urlKey: "nev",
  title: "Percent Change in Value",
  chart1: ["column", "Assets and Liabilities: % Change in Value"],
  chart2: ["line", "NEV % Change"],
  table: flat(
    rateShock(),
    percent("assets", "Assets"),
    percent("liabilities", "Liabilities"),
    percent("dataset1_percentChange", "NEV", { emphasize: true }),
  ),
  build: valueChangePage,
});
