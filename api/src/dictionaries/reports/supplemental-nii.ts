import {
  compared,
  decimal,
  description,
  dollars,
  niiScenarios,
  percent,
  perScenario,
  tree,
} from "../tables/columns.ts";
import { COMPARED, type PageSpec, treeLayout } from "./report-builders.ts";

const balance = () => dollars("averageBalance", "Average Balance", { width: 2 });

/** Supplemental NII detail pages; 55 and 57 are in the detail Excel export (per year). */
export const supplementalNiiPages: PageSpec[] = [
  {
    id: 55,
    description: "NII Dollar Projections",
    urlKey: "nii",
    nii: true,
    template: treeLayout("55", "Projected Interest Income and Expense ($)", null),
    tables: {
      "55": tree(description("Account", 3), balance(), niiScenarios("dataset1", "Interest ($)", dollars)),
    },
  },
  {
    id: 56,
    description: "NII Variability",
    urlKey: "nii",
    nii: true,
    template: treeLayout("56", "Change in Interest from Base ($)", ["column", "NII Change by Scenario"]),
    tables: {
      "56": tree(
        description("Account", 3),
        dollars("dataset1_base", "Base", { emphasize: true }),
        dollars("difference_declining", "Declining", { group: "Change from Base" }),
        dollars("difference_rising", "Rising", { group: "Change from Base" }),
        dollars("difference_shock", "Shock", { group: "Change from Base" }),
      ),
    },
  },
  {
    id: 57,
    description: "NII Yield Projections",
    urlKey: "nii",
    nii: true,
    template: treeLayout("57", "Projected Yield and Cost of Funds", null),
    tables: {
      "57": tree(
        description("Account", 3),
        balance(),
        percent("averageRate", "Average Rate"),
        niiScenarios("dataset1", "Yield", percent),
      ),
    },
  },
  {
    id: 58,
    description: "NII Base Comparison",
    urlKey: "nii",
    nii: true,
    template: treeLayout("58", "Base Scenario Income: Current and Prior", null, COMPARED),
    tables: {
      "58": tree(
        description("Account", 3),
        compared("income", "Interest ($)", dollars),
        compared("yield", "Yield", percent),
      ),
    },
  },
  {
    id: 59,
    description: "NII Shock Comparison",
    urlKey: "nii",
    nii: true,
    template: treeLayout("59", "Shock {scenario} bp Income: Current and Prior", null, COMPARED),
    tables: { "59": tree(description("Account", 3), compared("scenario", "Interest ($)", dollars)) },
  },
  {
    id: 60,
    description: "NII Volatility Comparison",
    urlKey: "nii",
    nii: true,
    template: treeLayout(
      "60",
      "Change in Income: Current and Prior",
      ["column", "NII % Change: Current and Prior"],
      COMPARED,
    ),
    tables: {
      "60": tree(
        description("Account", 3),
        compared("declining", "Declining", dollars),
        compared("rising", "Rising", dollars),
        compared("shock", "Shock", dollars),
      ),
    },
  },
  {
    id: 61,
    description: "Contributions to NII Volatilities",
    urlKey: "nii",
    nii: true,
    template: treeLayout("61", "Contribution to NII Change ($)", [
      "bar",
      "Largest Contributors in the Shock",
    ]),
    tables: {
      "61": tree(
        description("Account", 3),
        dollars("declining", "Declining", { group: "Change from Base" }),
        dollars("rising", "Rising", { group: "Change from Base" }),
        dollars("shock", "Shock", { group: "Change from Base" }),
      ),
    },
  },
  {
    id: 62,
    description: "Shocked NII Projections",
    urlKey: "nii",
    nii: true,
    template: treeLayout("62", "Projected Income, Shock {scenario} bp", null),
    tables: {
      "62": tree(
        description("Account", 3),
        balance(),
        dollars("dataset1_base", "Base"),
        dollars("dataset1_scenario", "Shock"),
        dollars("dataset1_difference", "Change", { emphasize: true }),
        percent("averageRate", "Average Rate"),
      ),
    },
  },
];

/** Investment pages; both are in the detail Excel export. */
export const supplementalInvestmentPages: PageSpec[] = [
  {
    id: 91,
    description: "Investment Overview",
    urlKey: "nev",
    template: treeLayout("91", "Investment Portfolio", ["pie", "Portfolio by Sector"]),
    tables: {
      "91": tree(
        description("Security Type", 3),
        dollars("bookValue", "Book Value"),
        dollars("market", "Market Value"),
        dollars("dataset1_gainLoss", "Gain/Loss"),
        percent("yield", "Yield"),
        decimal("dataset1_effDuration", "Eff. Duration"),
        percent("mix", "% of Portfolio"),
      ),
    },
  },
  {
    id: 95,
    description: "Investment Shock as a Percent of Capital",
    urlKey: "nev",
    template: treeLayout("95", "Investment Gain/Loss as % of Capital", ["line", "Gain/Loss as % of Capital"]),
    tables: {
      "95": tree(
        description("Security Type", 3),
        dollars("bookValue", "Book Value"),
        perScenario("dataset1", "% of Capital", percent),
      ),
    },
  },
];
