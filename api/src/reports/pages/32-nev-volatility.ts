import { basisPoints, compared, flat, percent, rateShock } from "../catalogue/columns.ts";
import { COMPARED } from "../catalogue/report-builders.ts";
import { nevVolatilityPage } from "../builders/summary.ts";
import { NEV_RATIO_CHANGE_BP } from "../measures.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 32,
  description: "NEV Volatility",
  urlKey: "nev",
  title: "NEV Ratio by Scenario",
  chart1: ["line", "NEV Ratio: Current and Prior"],
  // Whole basis points, as the table shows them.
  chart2: ["column", NEV_RATIO_CHANGE_BP, { precision: 0 }],
  datasets: COMPARED,
  table: flat(
    rateShock(),
    compared("ratio", "NEV Ratio", percent),
    basisPoints("dataset1_sensitivity", NEV_RATIO_CHANGE_BP),
  ),
  build: nevVolatilityPage,
});
