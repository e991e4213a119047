import { description, flat, percent, text } from "../catalogue/columns.ts";
import { tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { complianceMatrixPage } from "../builders/policy.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 27,
  description: "Compliance with Policy Matrix",
  urlKey: "nev",
  template: [
    tableBlock("27", "Compliance with Policy Limits"),
    textBlock("NCUA NEV Supervisory Test", { source: "supervisory" }),
    tableBlock("27s", "NCUA NEV Supervisory Test and Risk Rating", { source: "grid2" }),
  ],
  tables: {
    "27": flat(
      description("Measure", 3),
      text("scenario", "Scenario", { filter: "select" }),
      percent("value", "Value"),
      percent("limit", "Policy Limit"),
      text("status", "In Compliance", { filter: "select" }),
    ),
    "27s": flat(
      description("Measure", 3),
      percent("value", "Value"),
      text("low", "Low Risk"),
      text("moderate", "Moderate Risk"),
      text("high", "High Risk"),
      text("rating", "Rating", { filter: "select" }),
    ),
  },
  build: complianceMatrixPage,
});
