import { decimal, description, dollars, flat, percent } from "../catalogue/columns.ts";
import { chartBlock, tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { depositAssumptionsPage } from "../builders/assumptions.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 74,
  description: "Non-Maturity Deposit Assumptions",
  urlKey: "nev",
  template: [
    tableBlock("74", "Deposit Decay and Rate Sensitivity", { width: 60 }),
    chartBlock("bar", "Average Life by Product (years)", { width: 40, source: "chart1" }),
    textBlock("How Deposits Are Valued", { source: "model" }),
  ],
  tables: {
    "74": flat(
      description("Product", 3),
      dollars("balance", "Balance ($)"),
      percent("averageRate", "Rate"),
      percent("decay", "Decay"),
      decimal("beta", "Beta"),
      decimal("averageLife", "Average Life"),
    ),
  },
  build: depositAssumptionsPage,
});
