import { NOT_VALUED_FOOTER } from "../measures.ts";
import { decimal, perScenario, bookValue, accountTree } from "../catalogue/columns.ts";
import { durationTreePage } from "../builders/price-tree.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 53,
  description: "NEV Detailed Effective Duration",
  urlKey: "nev",
  title: "Effective Duration by Scenario (years)",
  table: accountTree(bookValue(), perScenario("dataset1", "Effective Duration", decimal)),
  inDetailWorkbook: true,
  footer: NOT_VALUED_FOOTER,
  build: durationTreePage,
});
