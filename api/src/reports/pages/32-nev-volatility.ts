import { compared, decimal, flat, percent, text } from "../catalogue/columns.ts";
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
    chart2: ["column", "Sensitivity (bp)"],
    datasets: COMPARED,
  }),
  tables: {
    "32": flat(
      text("scenario", "Scenario"),
      compared("ratio", "NEV Ratio", percent),
      decimal("dataset1_sensitivity", "Sensitivity (bp)"),
    ),
  },
  build: nevVolatilityPage,
});
