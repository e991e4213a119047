import { percent, perScenario, accountTree } from "../catalogue/columns.ts";
import { tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { prepaymentPage } from "../builders/prepayment.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 73,
  description: "Prepayment Assumptions",
  urlKey: "nev",
  template: [
    tableBlock("73", "Annual Prepayment Speeds (CPR) by Scenario", { source: "tree" }),
    textBlock("How Prepayments Are Modeled", { source: "model" }),
  ],
  tables: { "73": accountTree(perScenario("dataset1", "CPR", percent)) },
  build: prepaymentPage,
});
