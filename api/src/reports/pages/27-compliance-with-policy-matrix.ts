import { description, flat, percent, text } from "../catalogue/columns.ts";
import { tableBlock } from "../catalogue/report-builders.ts";
import { complianceMatrixPage } from "../builders/policy.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 27,
  description: "Compliance with Policy Matrix",
  urlKey: "nev",
  template: [tableBlock("27", "Compliance with Policy Limits")],
  tables: {
    "27": flat(
      description("Measure", 3),
      text("scenario", "Scenario", { filter: "select" }),
      percent("value", "Value"),
      percent("limit", "Policy Limit"),
      text("status", "In Compliance", { filter: "select" }),
    ),
  },
  build: complianceMatrixPage,
});
