import { niiScenarios, percent, averageBalance, accountTree } from "../catalogue/columns.ts";
import { niiYieldsPage } from "../builders/nii-trees.ts";
import { defineTreePage } from "./page-definition.ts";
import { EARNING_RATE_FOOTER } from "../measures.ts";

export const page = defineTreePage({
  id: 57,
  description: "NII Yield Projections",
  urlKey: "nii",
  nii: true,
  title: "Projected Yield and Cost of Funds",
  table: accountTree(
    averageBalance(),
    percent("averageRate", "Base Rate on Earning Balances"),
    niiScenarios("dataset1", "Yield", percent),
  ),
  inDetailWorkbook: true,
  footer: EARNING_RATE_FOOTER("base"),
  build: niiYieldsPage,
});
