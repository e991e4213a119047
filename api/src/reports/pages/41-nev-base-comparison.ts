import { NOT_VALUED_FOOTER } from "../measures.ts";
import { compared, decimal, dollars, accountTree } from "../catalogue/columns.ts";
import { baseComparedPage } from "../builders/price-tree.ts";
import { defineComparisonPage } from "./page-definition.ts";

export const page = defineComparisonPage({
  id: 41,
  description: "NEV Base Comparison",
  urlKey: "nev",
  title: "Base Scenario: Current and Prior",
  table: accountTree(compared("market", "Market Value ($)", dollars), compared("price", "Price", decimal)),
  footer: NOT_VALUED_FOOTER,
  build: baseComparedPage,
});
