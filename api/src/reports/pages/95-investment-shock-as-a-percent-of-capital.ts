import { description, dollars, percent, perScenario, tree } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { investmentShockPage } from "../builders/investments.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 95,
  description: "Investment Shock as a Percent of Capital",
  urlKey: "nev",
  template: treeLayout("95", "Investment Gain/Loss as % of Capital", ["line", "Gain/Loss as % of Capital"]),
  tables: {
    "95": tree(
      description("Security Type", 3),
      dollars("bookValue", "Book Value ($)"),
      perScenario("dataset1", "% of Capital", percent),
    ),
  },
  inDetailWorkbook: true,
  build: investmentShockPage,
});
