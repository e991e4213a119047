import { compared, description, dollars, percent, tree } from "../catalogue/columns.ts";
import { COMPARED, treeLayout } from "../catalogue/report-builders.ts";
import { niiBaseComparisonPage } from "../builders/nii-trees.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
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
  build: niiBaseComparisonPage,
});
