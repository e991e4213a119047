import { SCENARIO_COLUMNS_FOOTER } from "../measures.ts";
import { description, flat, niiScenarios, percent, policyStatus, shockLimit } from "../catalogue/columns.ts";
import { policyMeasurementsPage } from "../builders/policy.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 28,
  description: "Policy Measurements",
  urlKey: "nev",
  title: "Policy Measurements",
  chart1: ["column", "NEV Change against Limits"],
  chart2: ["column", "NII Change against Limits"],
  // The Executive Summary's measures, with its Status: the table had none, only its sentence said
  // which measure was outside policy (a CFO's review).
  table: flat(description("Measure", 3), niiScenarios("", "Scenario", percent), shockLimit(), policyStatus()),
  // The policy limit of each scenario, so readers flag breaches per cell.
  rowNumbers: ["limit_declining", "limit_base", "limit_rising", "limit_shock"],
  footer: SCENARIO_COLUMNS_FOOTER,
  build: policyMeasurementsPage,
});
