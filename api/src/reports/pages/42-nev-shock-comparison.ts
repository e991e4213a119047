import { NOT_VALUED_FOOTER } from "../measures.ts";
import { compared, decimal, dollars, accountTree } from "../catalogue/columns.ts";
import { shockComparedPage } from "../builders/price-tree.ts";
import { defineComparisonPage } from "./page-definition.ts";

export const page = defineComparisonPage({
  id: 42,
  description: "NEV Shock Comparison",
  urlKey: "nev",
  title: "NEV in the {scenario}: Current and Prior",
  table: accountTree(
    compared("scenario", "Market Value ($)", dollars),
    compared("effDuration", "Effective Duration", decimal),
  ),
  footer: NOT_VALUED_FOOTER,
  build: shockComparedPage,
});
