import { description, flat, investmentMeasures } from "../catalogue/columns.ts";
import { investmentSummaryPage } from "../builders/investments.ts";
import { defineSummaryPage } from "./page-definition.ts";
import { ROUNDED_SHARES_FOOTER } from "./rounding-note.ts";

export const page = defineSummaryPage({
  id: 23,
  description: "Investment Summary",
  urlKey: "nev",
  title: "Investment Portfolio",
  chart1: ["pie", "Portfolio Composition"],
  chart2: ["column", "Gain/Loss by Scenario"],
  table: flat(description("Sector", 3), investmentMeasures()),
  footer: ROUNDED_SHARES_FOOTER,
  build: investmentSummaryPage,
});
