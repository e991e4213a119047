import { compared, decimal, description, dollars, tree } from "../catalogue/columns.ts";
import { COMPARED, treeLayout } from "../catalogue/report-builders.ts";
import { baseComparedPage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 41,
  description: "NEV Base Comparison",
  urlKey: "nev",
  template: treeLayout("41", "Base Scenario: Current and Prior", null, COMPARED),
  tables: {
    "41": tree(
      description("Account", 3),
      compared("market", "Market Value ($)", dollars),
      compared("price", "Price", decimal),
    ),
  },
  build: baseComparedPage,
});
