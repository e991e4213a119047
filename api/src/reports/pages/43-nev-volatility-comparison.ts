import { compared, description, dollars, percent, tree } from "../catalogue/columns.ts";
import { COMPARED, treeLayout } from "../catalogue/report-builders.ts";
import { gainLossComparedPage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 43,
  description: "NEV Volatility Comparison",
  urlKey: "nev",
  template: treeLayout("43", "Gain/Loss at {scenario} bp: Current and Prior", null, COMPARED),
  tables: {
    "43": tree(
      description("Account", 3),
      compared("gainLoss", "Gain/Loss ($)", dollars),
      compared("difference", "% Change in Value", percent),
    ),
  },
  build: gainLossComparedPage,
});
