import { SCENARIO_COLUMNS_FOOTER } from "../measures.ts";
import { description, flat, niiScenarios, percent, policyStatus, shockLimit } from "../catalogue/columns.ts";
import { executiveSummaryPage } from "../builders/policy.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 11,
  description: "Executive Summary",
  urlKey: "nev",
  title: "Key Risk Measures",
  chart1: ["column", "NEV Ratio by Scenario"],
  chart2: ["column", "Change in Year 1 NII by Scenario"],
  table: flat(description("Measure", 4), niiScenarios("", "Scenario", percent), shockLimit(), policyStatus()),
  // The policy limit of each scenario, so readers flag breaches per cell.
  rowNumbers: ["limit_declining", "limit_base", "limit_rising", "limit_shock"],
  footer: SCENARIO_COLUMNS_FOOTER,
  build: executiveSummaryPage,
});
