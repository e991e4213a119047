import { dollars, flat, percent, text } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { cumulativeGapPage } from "../builders/gaps.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 81,
  description: "Cumulative Gap",
  urlKey: "nev",
  template: summaryLayout("81", {
    table: "Cumulative Gap",
    chart1: ["line", "Cumulative Gap"],
    chart2: ["line", "Cumulative Gap to Assets"],
  }),
  tables: {
    "81": flat(
      text("period", "Period"),
      dollars("gap", "Periodic Gap ($)"),
      dollars("cumulativeGap", "Cumulative Gap ($)"),
      percent("gapToAssets", "Gap / Assets"),
      percent("cumulativeGapToAssets", "Cumulative Gap / Assets", { emphasize: true }),
    ),
  },
  build: cumulativeGapPage,
});
