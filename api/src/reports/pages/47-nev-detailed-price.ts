import { NOT_VALUED_FOOTER } from "../measures.ts";
import { decimal, perScenario, bookValue, accountTree } from "../catalogue/columns.ts";
import { priceTreePage } from "../builders/price-tree.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 47,
  description: "NEV Detailed Price",
  urlKey: "nev",
  title: "Price by Scenario (par = 100)",
  table: accountTree(bookValue(), perScenario("dataset1", "Price", decimal)),
  inDetailWorkbook: true,
  footer: NOT_VALUED_FOOTER,
  build: priceTreePage,
});
