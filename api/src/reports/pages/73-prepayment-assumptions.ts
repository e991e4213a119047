import { percent, perScenario, accountTree } from "../catalogue/columns.ts";
import { textBlock } from "../catalogue/report-builders.ts";
import { prepaymentPage } from "../builders/prepayment.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 73,
  description: "Prepayment Assumptions",
  urlKey: "nev",
  title: "Annual Prepayment Speeds (CPR) by Scenario",
  block: { source: "tree" },
  below: [textBlock("How Prepayments Are Modeled", { source: "model" })],
  table: accountTree(perScenario("dataset1", "CPR", percent)),
  build: prepaymentPage,
});
