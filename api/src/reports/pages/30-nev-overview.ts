import { compared, description, dollars, tree } from "../catalogue/columns.ts";
import { COMPARED, summaryLayout } from "../catalogue/report-builders.ts";
import { nevOverviewPage } from "../builders/overview.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 30,
  description: "NEV Overview",
  urlKey: "nev",
  template: summaryLayout("30", {
    table: "Net Economic Value",
    chart1: ["column", "NEV % Change: Prior and Current"],
    chart2: ["line", "Treasury Curve Comparison"],
    datasets: COMPARED,
  }),
  tables: { "30": tree(description("Account", 3), compared("value", "Market Value ($)", dollars)) },
  build: nevOverviewPage,
});
