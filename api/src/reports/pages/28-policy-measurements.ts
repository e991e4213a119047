import { description, flat, niiScenarios, percent } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { policyMeasurementsPage } from "../builders/policy.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 28,
  description: "Policy Measurements",
  urlKey: "nev",
  template: summaryLayout("28", {
    table: "Policy Measurements",
    chart1: ["column", "NEV Change against Limits"],
    chart2: ["column", "NII Change against Limits"],
  }),
  tables: {
    "28": flat(description("Measure", 3), niiScenarios("", "Scenario", percent), percent("limit", "Limit")),
  },
  // The policy limit of each scenario, so readers flag breaches per cell.
  rowNumbers: ["limit_declining", "limit_base", "limit_rising", "limit_shock"],
  build: policyMeasurementsPage,
});
