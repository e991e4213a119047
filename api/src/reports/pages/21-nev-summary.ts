import { basisPoints, flat, percent, nevChange, rateShock } from "../catalogue/columns.ts";
import { nevSummaryPage } from "../builders/summary.ts";
import { NEV_RATIO_CHANGE_BP } from "../measures.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 21,
  description: "NEV Summary",
  urlKey: "nev",
  title: "Net Economic Value by Scenario",
  chart1: ["column", "NEV Ratio"],
  chart2: ["line", "NEV Percent Change from Base"],
  table: flat(
    rateShock({ width: 2 }),
    nevChange(),
    percent("dataset1_ratio", "NEV Ratio"),
    basisPoints("dataset1_sensitivity", NEV_RATIO_CHANGE_BP),
  ),
  build: nevSummaryPage,
});
