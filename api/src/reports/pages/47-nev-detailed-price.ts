import { decimal, description, perScenario, tree, bookValue } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { priceTreePage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 47,
  description: "NEV Detailed Price",
  urlKey: "nev",
  template: treeLayout("47", "Price by Scenario (par = 100)", null),
  tables: { "47": tree(description("Account", 3), bookValue(), perScenario("dataset1", "Price", decimal)) },
  inDetailWorkbook: true,
  build: priceTreePage,
});
