import { description, dollars, perScenario, tree, bookValue } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { positionTreePage } from "../builders/position-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 49,
  description: "NEV Detailed Value",
  urlKey: "nev",
  template: treeLayout("49", "Market Value by Scenario", null),
  tables: {
    "49": tree(description("Account", 3), bookValue(), perScenario("dataset1", "Market Value ($)", dollars)),
  },
  inDetailWorkbook: true,
  build: positionTreePage,
});
