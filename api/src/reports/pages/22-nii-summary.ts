import { description, flat, niiScenarios, rowFormatted } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { niiSummaryPage } from "../builders/nii.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 22,
  description: "NII Summary",
  urlKey: "nii",
  template: summaryLayout("22", {
    table: "Net Interest Income: Year 1",
    chart1: ["column", "Projected NII: Change from Base"],
    chart2: ["line", "Projected ROA"],
  }),
  tables: {
    "22": flat(description("Measure", 4), niiScenarios("", "Scenario", rowFormatted)),
  },
  build: niiSummaryPage,
});
