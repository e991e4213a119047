import { compared, description, flat, percent } from "../catalogue/columns.ts";
import { COMPARED } from "../catalogue/report-builders.ts";
import { riskComparisonPage } from "../builders/summary.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 24,
  description: "Asset Liability Management Summary",
  urlKey: "nev",
  title: "Risk Measures Compared",
  chart1: ["line", "NEV Ratio: Current and Prior"],
  chart2: ["column", "NII Change: Current and Prior"],
  datasets: COMPARED,
  table: flat(description("Measure", 3), compared("value", "Value", percent)),
  build: riskComparisonPage,
});
