import { NOT_VALUED_FOOTER } from "../measures.ts";
import { dollars, perScenario, bookValue, accountTree } from "../catalogue/columns.ts";
import { gainLossTreePage } from "../builders/price-tree.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 51,
  description: "NEV Detailed Gain/Loss",
  urlKey: "nev",
  title: "Gain/Loss from Base by Scenario",
  table: accountTree(bookValue(), perScenario("dataset1", "Gain/Loss ($)", dollars)),
  inDetailWorkbook: true,
  footer: NOT_VALUED_FOOTER,
  build: gainLossTreePage,
});
