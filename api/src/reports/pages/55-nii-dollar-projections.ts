import { dollars, niiScenarios, averageBalance, accountTree } from "../catalogue/columns.ts";
import { niiDollarsPage } from "../builders/nii-trees.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 55,
  description: "NII Dollar Projections",
  urlKey: "nii",
  nii: true,
  title: "Projected Interest Income and Expense ($)",
  table: accountTree(averageBalance(), niiScenarios("dataset1", "Interest ($)", dollars)),
  inDetailWorkbook: true,
  build: niiDollarsPage,
});
