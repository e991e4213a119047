import { description, dollars, percent, perScenario, tree } from "../catalogue/columns.ts";
import { investmentShockPage } from "../builders/investments.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 95,
  description: "Investment Shock as a Percent of Capital",
  urlKey: "nev",
  title: "Investment Gain/Loss as % of Capital",
  chart: ["line", "Gain/Loss as % of Capital"],
  table: tree(
    description("Security Type", 3),
    dollars("bookValue", "Book Value ($)"),
    perScenario("dataset1", "% of Capital", percent),
  ),
  inDetailWorkbook: true,
  build: investmentShockPage,
});
