import { NOT_VALUED_FOOTER } from "../measures.ts";
import { dollars, riskScenarios, bookValue, accountTree } from "../catalogue/columns.ts";
import { contributionDollarsPage } from "../builders/price-tree.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 44,
  description: "Contribution of Risk ($)",
  urlKey: "nev",
  title: "Contribution to NEV Change ($)",
  chart: ["bar", "Largest Contributors in the +300 bp Shock"],
  table: accountTree(bookValue(), riskScenarios("dataset1", "NEV Change ($)", dollars)),
  footer: NOT_VALUED_FOOTER,
  build: contributionDollarsPage,
});
