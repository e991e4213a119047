import { decimal, description, dollars, flat, percent } from "../catalogue/columns.ts";
import { chartBlock, textBlock } from "../catalogue/report-builders.ts";
import { depositAssumptionsPage } from "../builders/assumptions.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 74,
  description: "Non-Maturity Deposit Assumptions",
  urlKey: "nev",
  title: "Deposit Decay and Rate Sensitivity",
  block: { width: 60 },
  below: [
    chartBlock("bar", "Average Life by Product (years)", { width: 40, source: "chart1" }),
    textBlock("How Deposits Are Valued", { source: "model" }),
  ],
  table: flat(
    description("Product", 3),
    dollars("balance", "Balance ($)"),
    percent("averageRate", "Rate"),
    percent("decay", "Decay"),
    percent("beta", "Beta"),
    decimal("averageLife", "Average Life"),
  ),
  build: depositAssumptionsPage,
});
