import { decimal, description, perScenario, tree, bookValue } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { durationTreePage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 53,
  description: "NEV Detailed Effective Duration",
  urlKey: "nev",
  template: treeLayout("53", "Effective Duration by Scenario (years)", null),
  tables: {
    "53": tree(
      description("Account", 3),
      bookValue(),
      perScenario("dataset1", "Effective Duration", decimal),
    ),
  },
  inDetailWorkbook: true,
  build: durationTreePage,
});
