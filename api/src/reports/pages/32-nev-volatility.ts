import { basisPoints, compared, flat, percent, text } from "../catalogue/columns.ts";
import { COMPARED, summaryLayout } from "../catalogue/report-builders.ts";
import { nevVolatilityPage } from "../builders/summary.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 32,
  description: "NEV Volatility",
  urlKey: "nev",
  template: summaryLayout("32", {
    table: "NEV Ratio by Scenario",
    chart1: ["line", "NEV Ratio: Current and Prior"],
    // Whole basis points, as the table shows them.
    chart2: ["column", "Sensitivity (bp)", { precision: 0 }],
    datasets: COMPARED,
  }),
  tables: {
    "32": flat(
      text("scenario", "Rate Shock (bp)"),
      compared("ratio", "NEV Ratio", percent),
      basisPoints("dataset1_sensitivity", "Sensitivity (bp)"),
    ),
  },
  build: nevVolatilityPage,
});
