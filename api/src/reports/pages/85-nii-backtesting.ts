import { compared, description, dollars, flat } from "../catalogue/columns.ts";
import { chartBlock, COMPARED, tableBlock } from "../catalogue/report-builders.ts";
import { niiBacktestPage } from "../builders/nii.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 85,
  description: "NII Backtesting",
  urlKey: "nii",
  template: [
    tableBlock("85", "Current and Prior NII Projections", { datasets: COMPARED }),
    chartBlock("column", "Current and Prior NII Projections", { source: "chart1" }),
  ],
  tables: { "85": flat(description("Measure", 3), compared("income", "NII ($)", dollars)) },
  build: niiBacktestPage,
});
