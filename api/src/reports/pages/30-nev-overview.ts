import { compared, dollars, accountTree } from "../catalogue/columns.ts";
import { COMPARED } from "../catalogue/report-builders.ts";
import { nevOverviewPage } from "../builders/overview.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: 30,
  description: "NEV Overview",
  urlKey: "nev",
  title: "Net Economic Value",
  chart1: ["column", "NEV % Change: Prior and Current"],
  chart2: ["line", "Treasury Curve Comparison"],
  datasets: COMPARED,
  table: accountTree(compared("value", "Market Value ($)", dollars)),
  build: nevOverviewPage,
});
