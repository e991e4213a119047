import { compared, decimal, description, dollars, flat, percent, text, tree } from "../tables/columns.ts";
import { COMPARED, type GroupSpec, summaryLayout } from "./report-builders.ts";

/** NEV pages: the economic value of the balance sheet across rate shocks. */
export const netEconomicValue: GroupSpec = {
  id: 3,
  description: "Net Economic Value",
  pages: [
    {
      id: 30,
      description: "NEV Overview",
      urlKey: "nev",
      template: summaryLayout("30", {
        table: "Net Economic Value",
        chart1: ["column", "NEV % Change: Prior and Current"],
        chart2: ["line", "Treasury Curve Comparison"],
        datasets: COMPARED,
      }),
      tables: { "30": tree(description("Account", 3), compared("value", "Market Value", dollars)) },
    },
    {
      id: 31,
      description: "NEV Change",
      urlKey: "nev",
      template: summaryLayout("31", {
        table: "Change in NEV by Scenario",
        chart1: ["column", "NEV by Scenario"],
        chart2: ["line", "NEV Change from Base"],
      }),
      tables: {
        "31": flat(
          text("scenario", "Scenario"),
          dollars("dataset1_value", "NEV"),
          dollars("dataset1_difference", "$ Change"),
          percent("dataset1_percentChange", "% Change"),
        ),
      },
    },
    {
      id: 32,
      description: "NEV Volatility",
      urlKey: "nev",
      template: summaryLayout("32", {
        table: "NEV Ratio by Scenario",
        chart1: ["line", "NEV Ratio: Current and Prior"],
        chart2: ["column", "Sensitivity (bp)"],
        datasets: COMPARED,
      }),
      tables: {
        "32": flat(
          text("scenario", "Scenario"),
          compared("ratio", "NEV Ratio", percent),
          decimal("dataset1_sensitivity", "Sensitivity (bp)"),
        ),
      },
    },
    {
      id: 33,
      description: "NEV Percent of Value Change",
      urlKey: "nev",
      template: summaryLayout("33", {
        table: "Percent Change in Value",
        chart1: ["column", "Assets and Liabilities: % Change in Value"],
        chart2: ["line", "NEV % Change"],
      }),
      tables: {
        "33": flat(
          text("scenario", "Scenario"),
          percent("assets", "Assets"),
          percent("liabilities", "Liabilities"),
          percent("dataset1_percentChange", "NEV", { emphasize: true }),
        ),
      },
    },
  ],
};
