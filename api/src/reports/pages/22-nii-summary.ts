import { description, flat, niiScenarios, rowFormatted } from "../catalogue/columns.ts";
import { niiSummaryPage } from "../builders/nii.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 22,
  description: "NII Summary",
  urlKey: "nii",
  title: "Net Interest Income: Year 1",
  chart1: ["column", "Projected NII: Change from Base"],
  chart2: ["line", "Projected ROA"],
  table: flat(description("Measure", 4), niiScenarios("", "Scenario", rowFormatted)),
  build: niiSummaryPage,
});
