import { NOT_VALUED_FOOTER } from "../measures.ts";
import { dollars, perScenario, bookValue, accountTree } from "../catalogue/columns.ts";
import { positionTreePage } from "../builders/position-tree.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 49,
  description: "NEV Detailed Value",
  urlKey: "nev",
  title: "Market Value by Scenario",
  table: accountTree(bookValue(), perScenario("dataset1", "Market Value ($)", dollars)),
  inDetailWorkbook: true,
  footer: NOT_VALUED_FOOTER,
  build: positionTreePage,
});
