import { description, flat, niiScenarios, rowFormatted } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { niiVolatilityPage } from "../builders/nii.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 35,
  description: "Projected NII Volatility",
  urlKey: "nii",
  nii: true,
  template: summaryLayout("35", {
    table: "Projected Net Interest Income",
    chart1: ["column", "Projected NII: Change from Base"],
    chart2: ["line", "NII % Change from Base"],
  }),
  tables: {
    "35": flat(description("Measure", 4), niiScenarios("", "Scenario", rowFormatted)),
  },
  build: niiVolatilityPage,
});
