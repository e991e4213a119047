import { dollars, percent, averageBalance, accountTree } from "../catalogue/columns.ts";
import { niiShockedPage } from "../builders/nii-trees.ts";
import { defineTreePage } from "./page-definition.ts";
import { EARNING_RATE_FOOTER } from "../measures.ts";

export const page = defineTreePage({
  id: 62,
  description: "Shocked NII Projections",
  urlKey: "nii",
  nii: true,
  title: "Projected Income in the {scenario}",
  table: accountTree(
    averageBalance(),
    dollars("dataset1_base", "Base ($)"),
    dollars("dataset1_scenario", "Shock ($)"),
    dollars("dataset1_difference", "Change ($)", { emphasize: true }),
    percent("averageRate", "Shock Rate on Earning Balances"),
  ),
  footer: EARNING_RATE_FOOTER("shock"),
  build: niiShockedPage,
});
