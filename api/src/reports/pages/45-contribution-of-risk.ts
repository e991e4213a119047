import { NOT_VALUED_FOOTER } from "../measures.ts";
import { percent, riskScenarios, bookValue, accountTree } from "../catalogue/columns.ts";
import { textBlock } from "../catalogue/report-builders.ts";
import { contributionSharePage } from "../builders/price-tree.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 45,
  description: "Contribution of Risk (%)",
  urlKey: "nev",
  title: "Contribution to NEV Change (%)",
  chart: ["bar", "Share of NEV Change in the +300 bp Shock"],
  below: [textBlock("Reading the Shares", { source: "notes" })],
  table: accountTree(bookValue(), riskScenarios("dataset1", "Share of Change", percent)),
  footer: NOT_VALUED_FOOTER,
  build: contributionSharePage,
});
