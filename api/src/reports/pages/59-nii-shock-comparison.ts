import { compared, dollars, accountTree } from "../catalogue/columns.ts";
import { niiShockComparisonPage } from "../builders/nii-trees.ts";
import { defineComparisonPage } from "./page-definition.ts";

export const page = defineComparisonPage({
  id: 59,
  description: "NII Shock Comparison",
  urlKey: "nii",
  nii: true,
  title: "Income in the {scenario}: Current and Prior",
  table: accountTree(compared("scenario", "Interest ($)", dollars)),
  build: niiShockComparisonPage,
});
