import { description, dollars, perScenario, tree, bookValue } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { gainLossTreePage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 51,
  description: "NEV Detailed Gain/Loss",
  urlKey: "nev",
  template: treeLayout("51", "Gain/Loss from Base by Scenario", null),
  tables: {
    "51": tree(description("Account", 3), bookValue(), perScenario("dataset1", "Gain/Loss ($)", dollars)),
  },
  inDetailWorkbook: true,
  build: gainLossTreePage,
});
