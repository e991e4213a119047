import { compared, description, flat, percent } from "../catalogue/columns.ts";
import { COMPARED, summaryLayout } from "../catalogue/report-builders.ts";
import { riskComparisonPage } from "../builders/summary.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 24,
  description: "Asset Liability Management Summary",
  urlKey: "nev",
  template: summaryLayout("24", {
    table: "Risk Measures Compared",
    chart1: ["line", "NEV Ratio: Current and Prior"],
    chart2: ["column", "NII Change: Current and Prior"],
    datasets: COMPARED,
  }),
  tables: { "24": flat(description("Measure", 3), compared("value", "Value", percent)) },
  build: riskComparisonPage,
});
