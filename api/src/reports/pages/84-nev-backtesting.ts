import { compared, description, dollars, flat } from "../catalogue/columns.ts";
import { chartBlock, COMPARED, tableBlock } from "../catalogue/report-builders.ts";
import { nevBacktestPage } from "../builders/summary.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 84,
  description: "NEV Backtesting",
  urlKey: "nev",
  template: [
    tableBlock("84", "Projected and Actual NEV", { datasets: COMPARED }),
    chartBlock("line", "Projected and Actual NEV", { source: "chart1" }),
  ],
  tables: { "84": flat(description("Measure", 3), compared("value", "NEV ($)", dollars)) },
  build: nevBacktestPage,
});
