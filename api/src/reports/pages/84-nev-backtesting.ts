import { compared, description, dollars, flat } from "../catalogue/columns.ts";
import { chartBlock, COMPARED } from "../catalogue/report-builders.ts";
import { nevBacktestPage } from "../builders/summary.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 84,
  description: "NEV Backtesting",
  urlKey: "nev",
  title: "Projected and Actual NEV",
  block: { datasets: COMPARED },
  below: [chartBlock("line", "Projected and Actual NEV", { source: "chart1" })],
  table: flat(description("Measure", 3), compared("value", "NEV ($)", dollars)),
  build: nevBacktestPage,
});
