import { description, flat, percent, text } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { executiveSummaryPage } from "../builders/policy.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 11,
  description: "Executive Summary",
  urlKey: "nev",
  template: summaryLayout("11", {
    table: "Key Risk Measures",
    chart1: ["column", "NEV Ratio by Scenario"],
    chart2: ["column", "Change in Year 1 NII by Scenario"],
  }),
  tables: {
    "11": flat(
      description("Measure", 4),
      percent("base", "Base"),
      percent("declining", "Declining"),
      percent("rising", "Rising"),
      percent("shock", "Shock"),
      percent("limit", "Policy Limit"),
      text("status", "Status", { filter: "select" }),
    ),
  },
  // The policy limit of each scenario, so readers flag breaches per cell.
  rowNumbers: ["limit_declining", "limit_base", "limit_rising", "limit_shock"],
  build: executiveSummaryPage,
});
