import { compared, description, dollars, flat } from "../catalogue/columns.ts";
import { chartBlock, COMPARED } from "../catalogue/report-builders.ts";
import { niiBacktestPage } from "../builders/nii.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 85,
  description: "NII Backtesting",
  urlKey: "nii",
  title: "Current and Prior NII Projections",
  block: { datasets: COMPARED },
  below: [chartBlock("column", "Current and Prior NII Projections", { source: "chart1" })],
  table: flat(description("Measure", 3), compared("income", "NII ($)", dollars)),
  build: niiBacktestPage,
});
