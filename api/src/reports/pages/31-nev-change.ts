import { flat, nevChange, rateShock } from "../catalogue/columns.ts";
import { nevChangePage } from "../builders/summary.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 31,
  description: "NEV Change",
  urlKey: "nev",
  title: "Change in NEV by Scenario",
  chart1: ["column", "NEV by Scenario"],
  chart2: ["line", "NEV Change from Base"],
  table: flat(rateShock(), nevChange()),
  build: nevChangePage,
});
