import { compared, dollars, percent, accountTree } from "../catalogue/columns.ts";
import { niiBaseComparisonPage } from "../builders/nii-trees.ts";
import { defineComparisonPage } from "./page-definition.ts";

export const page = defineComparisonPage({
  id: 58,
  description: "NII Base Comparison",
  urlKey: "nii",
  nii: true,
  title: "Base Scenario Income: Current and Prior",
  table: accountTree(compared("income", "Interest ($)", dollars), compared("yield", "Yield", percent)),
  build: niiBaseComparisonPage,
});
