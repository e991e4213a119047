import { description, flat, niiScenarios, rowFormatted } from "../catalogue/columns.ts";
import { niiVolatilityPage } from "../builders/nii.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 35,
  description: "Projected NII Volatility",
  urlKey: "nii",
  nii: true,
  title: "Projected Net Interest Income",
  chart1: ["column", "Projected NII: Change from Base"],
  chart2: ["line", "NII % Change from Base"],
  table: flat(description("Measure", 4), niiScenarios("", "Scenario", rowFormatted)),
  build: niiVolatilityPage,
});
