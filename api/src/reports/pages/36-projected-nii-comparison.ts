import { compared, description, dollars, flat } from "../catalogue/columns.ts";
import { chartBlock, COMPARED, ONLY_COMPARED } from "../catalogue/report-builders.ts";
import { niiComparisonPage } from "../builders/nii.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 36,
  description: "Projected NII Comparison",
  urlKey: "nii",
  nii: true,
  title: "Net Interest Income: Current and Prior",
  block: { datasets: COMPARED },
  below: [
    chartBlock("column", "Base NII: Current and Prior", {
      width: 50,
      source: "chart1",
      hidden: ONLY_COMPARED,
    }),
    chartBlock("column", "NII in the {scenario}: Current and Prior", {
      width: 50,
      source: "chart2",
      hidden: ONLY_COMPARED,
    }),
  ],
  table: flat(
    description("Measure", 3),
    compared("base", "Base ($)", dollars),
    compared("shock", "Shock ($)", dollars),
  ),
  build: niiComparisonPage,
});
