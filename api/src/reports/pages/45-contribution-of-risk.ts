import { description, percent, riskScenarios, tree, bookValue } from "../catalogue/columns.ts";
import { textBlock, treeLayout } from "../catalogue/report-builders.ts";
import { contributionSharePage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 45,
  description: "Contribution of Risk (%)",
  urlKey: "nev",
  template: [
    ...treeLayout("45", "Contribution to NEV Change (%)", [
      "bar",
      "Share of NEV Change in the +300 bp Shock",
    ]),
    textBlock("Reading the Shares", { source: "notes" }),
  ],
  tables: {
    "45": tree(description("Account", 3), bookValue(), riskScenarios("dataset1", "Share of Change", percent)),
  },
  build: contributionSharePage,
});
