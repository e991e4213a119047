import { compared, decimal, description, dollars, tree } from "../catalogue/columns.ts";
import { COMPARED, treeLayout } from "../catalogue/report-builders.ts";
import { shockComparedPage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 42,
  description: "NEV Shock Comparison",
  urlKey: "nev",
  template: treeLayout("42", "Shock {scenario} bp: Current and Prior", null, COMPARED),
  tables: {
    "42": tree(
      description("Account", 3),
      compared("scenario", "Market Value ($)", dollars),
      compared("effDuration", "Effective Duration", decimal),
    ),
  },
  build: shockComparedPage,
});
