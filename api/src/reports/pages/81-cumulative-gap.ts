import { dollars, flat, percent, text } from "../catalogue/columns.ts";
import { cumulativeGapPage } from "../builders/gaps.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 81,
  description: "Cumulative Gap",
  urlKey: "nev",
  title: "Cumulative Gap",
  chart1: ["line", "Cumulative Gap"],
  chart2: ["line", "Cumulative Gap to Assets"],
  table: flat(
    text("period", "Period"),
    dollars("gap", "Periodic Gap ($)"),
    dollars("cumulativeGap", "Cumulative Gap ($)"),
    percent("gapToAssets", "Gap / Assets"),
    percent("cumulativeGapToAssets", "Cumulative Gap / Assets", { emphasize: true }),
  ),
  build: cumulativeGapPage,
});
