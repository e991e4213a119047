import { NOT_VALUED_FOOTER } from "../measures.ts";
import { compared, dollars, percent, accountTree } from "../catalogue/columns.ts";
import { gainLossComparedPage } from "../builders/price-tree.ts";
import { defineComparisonPage } from "./page-definition.ts";

export const page = defineComparisonPage({
  id: 43,
  description: "NEV Volatility Comparison",
  urlKey: "nev",
  title: "Gain/Loss in the {scenario}: Current and Prior",
  table: accountTree(
    compared("gainLoss", "Gain/Loss ($)", dollars),
    compared("difference", "% Change in Value", percent),
  ),
  footer: NOT_VALUED_FOOTER,
  build: gainLossComparedPage,
});
