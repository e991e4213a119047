import { decimal, description, dollars, flat, percent } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { investmentSummaryPage } from "../builders/investments.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 23,
  description: "Investment Summary",
  urlKey: "nev",
  template: summaryLayout("23", {
    table: "Investment Portfolio",
    chart1: ["pie", "Portfolio Composition"],
    chart2: ["column", "Gain/Loss by Scenario"],
  }),
  tables: {
    "23": flat(
      description("Sector", 3),
      dollars("bookValue", "Book Value ($)"),
      dollars("market", "Market Value ($)"),
      dollars("dataset1_gainLoss", "Gain/Loss ($)"),
      percent("yield", "Yield"),
      decimal("dataset1_effDuration", "Eff. Duration"),
      percent("mix", "% of Portfolio"),
    ),
  },
  build: investmentSummaryPage,
});
