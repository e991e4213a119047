import { compared, description, dollars, flat, percent } from "../catalogue/columns.ts";
import { chartBlock, COMPARED } from "../catalogue/report-builders.ts";
import { netIncomePage } from "../builders/nii.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 37,
  description: "Net Income and ROA Comparison",
  urlKey: "nii",
  nii: true,
  title: "Net Income and ROA: Current and Prior",
  block: { datasets: COMPARED },
  below: [
    chartBlock("column", "Net Income by Scenario", { width: 50, source: "chart1" }),
    chartBlock("line", "ROA by Scenario", { width: 50, source: "chart2" }),
  ],
  table: flat(
    description("Scenario", 3),
    compared("income", "Net Income ($)", dollars),
    compared("roa", "ROA", percent),
  ),
  build: netIncomePage,
});
