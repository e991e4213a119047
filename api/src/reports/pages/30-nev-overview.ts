import { compared, dollars, accountTree } from "../catalogue/columns.ts";
import { COMPARED } from "../catalogue/report-builders.ts";
import { nevOverviewPage } from "../builders/overview.ts";
import { NOT_VALUED_FOOTER } from "../measures.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 30,
  description: "NEV Overview",
  urlKey: "nev",
  title: "Net Economic Value",
  chart1: ["column", "NEV % Change and NEV Ratio: Prior and Current"],
  chart2: ["line", "Treasury Curve Comparison"],
  datasets: COMPARED,
  table: accountTree(compared("value", "Market Value ($)", dollars)),
  // Read as a balance sheet, book capital under market values does not balance: say what does.
  footer: `Capital is at its book value, so the market values above do not balance; Net Economic Value is the market value of assets less that of liabilities. ${NOT_VALUED_FOOTER}`,
  build: nevOverviewPage,
});
