import {
  compared,
  decimal,
  description,
  dollars,
  flat,
  gapBuckets,
  percent,
  perScenario,
  riskScenarios,
  tree,
} from "../tables/columns.ts";
import { COMPARED, type PageSpec, tableBlock, treeLayout } from "./report-builders.ts";

const book = () => dollars("bookValue", "Book Value", { width: 2 });

/** Supplemental gap and NEV detail pages; 10, 47, 49, 51 and 53 are in the detail Excel export. */
export const supplementalNevPages: PageSpec[] = [
  {
    id: 10,
    description: "Behavioral Gap",
    urlKey: "nev",
    template: treeLayout("10", "Behavioral Repricing Gap", ["column", "Periodic and Cumulative Gap"]),
    tables: { "10": tree(description("Account", 3), gapBuckets(dollars), dollars("total", "Total")) },
  },
  {
    id: 40,
    description: "Liquidity Gap",
    urlKey: "nev",
    template: treeLayout("40", "Contractual Liquidity Gap", ["column", "Cumulative Liquidity Gap"]),
    tables: { "40": tree(description("Account", 3), gapBuckets(dollars), dollars("total", "Total")) },
  },
  {
    id: 47,
    description: "NEV Detailed Price",
    urlKey: "nev",
    template: treeLayout("47", "Price by Scenario (par = 100)", null),
    tables: { "47": tree(description("Account", 3), book(), perScenario("dataset1", "Price", decimal)) },
  },
  {
    id: 49,
    description: "NEV Detailed Value",
    urlKey: "nev",
    template: treeLayout("49", "Market Value by Scenario", null),
    tables: {
      "49": tree(description("Account", 3), book(), perScenario("dataset1", "Market Value", dollars)),
    },
  },
  {
    id: 51,
    description: "NEV Detailed Gain/Loss",
    urlKey: "nev",
    template: treeLayout("51", "Gain/Loss from Base by Scenario", null),
    tables: { "51": tree(description("Account", 3), book(), perScenario("dataset1", "Gain/Loss", dollars)) },
  },
  {
    id: 53,
    description: "NEV Detailed Effective Duration",
    urlKey: "nev",
    template: treeLayout("53", "Effective Duration by Scenario (years)", null),
    tables: {
      "53": tree(description("Account", 3), book(), perScenario("dataset1", "Effective Duration", decimal)),
    },
  },
  {
    id: 41,
    description: "NEV Base Comparison",
    urlKey: "nev",
    template: treeLayout("41", "Base Scenario: Current and Prior", null, COMPARED),
    tables: {
      "41": tree(
        description("Account", 3),
        compared("market", "Market Value", dollars),
        compared("price", "Price", decimal),
      ),
    },
  },
  {
    id: 42,
    description: "NEV Shock Comparison",
    urlKey: "nev",
    template: treeLayout("42", "Shock {scenario} bp: Current and Prior", null, COMPARED),
    tables: {
      "42": tree(
        description("Account", 3),
        compared("scenario", "Market Value", dollars),
        compared("effDuration", "Effective Duration", decimal),
      ),
    },
  },
  {
    id: 43,
    description: "NEV Volatility Comparison",
    urlKey: "nev",
    template: treeLayout("43", "Gain/Loss at {scenario} bp: Current and Prior", null, COMPARED),
    tables: {
      "43": tree(
        description("Account", 3),
        compared("gainLoss", "Gain/Loss", dollars),
        compared("difference", "% Change in Value", percent),
      ),
    },
  },
  {
    id: 44,
    description: "Contribution of Risk ($)",
    urlKey: "nev",
    template: treeLayout("44", "Contribution to NEV Change ($)", [
      "bar",
      "Largest Contributors at Shock Up 300",
    ]),
    tables: {
      "44": tree(description("Account", 3), book(), riskScenarios("dataset1", "NEV Change", dollars)),
    },
  },
  {
    id: 45,
    description: "Contribution of Risk (%)",
    urlKey: "nev",
    template: treeLayout("45", "Contribution to NEV Change (%)", [
      "bar",
      "Share of NEV Change at Shock Up 300",
    ]),
    tables: {
      "45": tree(description("Account", 3), book(), riskScenarios("dataset1", "Share of Change", percent)),
    },
  },
  {
    id: 46,
    description: "NEV Volatilities from Base",
    urlKey: "nev",
    template: [tableBlock("46", "% Change in Value from Base", { source: "tree" })],
    tables: {
      "46": flat(
        description("Account", 3),
        dollars("dataset1_base", "Base Value", { width: 2 }),
        perScenario("dataset1", "% Change from Base", percent),
      ),
    },
  },
];
