import { basisPoints, compared, flat, percent, rateShock } from "../catalogue/columns.ts";
import { COMPARED } from "../catalogue/report-builders.ts";
import { nevVolatilityPage } from "../builders/summary.ts";
import { CHANGE_FROM_BASE_BP, NEV_RATIO, NEV_RATIO_CHANGE_BP } from "../measures.ts";
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
    compared("ratio", NEV_RATIO, percent),
    // The current ratio's change from Base is the NEV ratio's too: under its group header, where
    // it stood alone beside the group on screen, in print and in the workbook (a CFO's review).
    basisPoints("dataset1_sensitivity", CHANGE_FROM_BASE_BP, { group: NEV_RATIO }),
  ),
  build: nevVolatilityPage,
});
