import { niiScenarios, percent, averageBalance, accountTree } from "../catalogue/columns.ts";
import { niiYieldsPage } from "../builders/nii-trees.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 57,
  description: "NII Yield Projections",
  urlKey: "nii",
  nii: true,
  title: "Projected Yield and Cost of Funds",
  table: accountTree(
    averageBalance(),
    percent("averageRate", "Average Rate"),
    niiScenarios("dataset1", "Yield", percent),
  ),
  inDetailWorkbook: true,
  build: niiYieldsPage,
});
