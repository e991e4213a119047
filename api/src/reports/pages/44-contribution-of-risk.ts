import { description, dollars, riskScenarios, tree, bookValue } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { contributionDollarsPage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 44,
  description: "Contribution of Risk ($)",
  urlKey: "nev",
  template: treeLayout("44", "Contribution to NEV Change ($)", [
    "bar",
    "Largest Contributors in the +300 bp Shock",
  ]),
  tables: {
    "44": tree(description("Account", 3), bookValue(), riskScenarios("dataset1", "NEV Change ($)", dollars)),
  },
  build: contributionDollarsPage,
});
