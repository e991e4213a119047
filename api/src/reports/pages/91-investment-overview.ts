import { decimal, description, dollars, percent, tree } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { investmentOverviewPage } from "../builders/investments.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 91,
  description: "Investment Overview",
  urlKey: "nev",
  template: treeLayout("91", "Investment Portfolio", ["pie", "Portfolio by Sector"]),
  tables: {
    "91": tree(
      description("Security Type", 3),
      dollars("bookValue", "Book Value ($)"),
      dollars("market", "Market Value ($)"),
      dollars("dataset1_gainLoss", "Gain/Loss ($)"),
      percent("yield", "Yield"),
      decimal("dataset1_effDuration", "Eff. Duration"),
      percent("mix", "% of Portfolio"),
    ),
  },
  inDetailWorkbook: true,
  build: investmentOverviewPage,
});
