import {
  compared,
  decimal,
  description,
  dollars,
  flat,
  percent,
  perScenario,
  text,
  tree,
} from "../tables/columns.ts";
import { chartBlock, COMPARED, ONLY_COMPARED, type GroupSpec, tableBlock } from "./report-builders.ts";

/** The inputs behind the results: positions' terms, curves, spreads, prepayments and deposits. */
export const assumptions: GroupSpec = {
  id: 6,
  description: "Assumptions",
  pages: [
    {
      id: 70,
      description: "Full Balance Sheet Assumptions",
      urlKey: "nev",
      template: [tableBlock("70", "Balance Sheet Assumptions", { source: "tree" })],
      tables: {
        "70": tree(
          description("Account", 3),
          dollars("balance", "Balance"),
          percent("averageRate", "Rate"),
          decimal("termMonths", "Term (months)"),
          text("amortization", "Amortization", { width: 1, filter: "select" }),
          percent("cpr", "CPR"),
          percent("decay", "Decay"),
          decimal("beta", "Beta"),
        ),
      },
    },
    {
      id: 71,
      description: "Market Pricing",
      urlKey: "nev",
      template: [
        tableBlock("71", "Treasury Curve", { width: 50, datasets: COMPARED }),
        chartBlock("line", "Treasury Curve: Current and Prior", {
          width: 50,
          source: "chart1",
          hidden: ONLY_COMPARED,
        }),
      ],
      tables: { "71": flat(text("tenor", "Tenor"), compared("value", "Rate", percent)) },
    },
    {
      id: 72,
      description: "Market Spreads",
      urlKey: "nev",
      template: [tableBlock("72", "Discount Spreads by Group")],
      tables: {
        "72": flat(description("Group", 4), decimal("spreadBp", "Spread (bp)"), text("source", "Source")),
      },
    },
    {
      id: 73,
      description: "Prepayment Assumptions",
      urlKey: "nev",
      template: [tableBlock("73", "Annual Prepayment Speeds (CPR) by Scenario", { source: "tree" })],
      tables: { "73": tree(description("Account", 3), perScenario("dataset1", "CPR", percent)) },
    },
    {
      id: 74,
      description: "Non-Maturity Deposit Assumptions",
      urlKey: "nev",
      template: [
        tableBlock("74", "Deposit Decay and Rate Sensitivity", { width: 60 }),
        chartBlock("bar", "Average Life by Product (years)", { width: 40, source: "chart1" }),
      ],
      tables: {
        "74": flat(
          description("Product", 3),
          dollars("balance", "Balance"),
          percent("averageRate", "Rate"),
          percent("decay", "Decay"),
          decimal("beta", "Beta"),
          decimal("averageLife", "Average Life"),
        ),
      },
    },
  ],
};
