import { description, dollars, niiScenarios, tree, averageBalance } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { niiDollarsPage } from "../builders/nii-trees.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 55,
  description: "NII Dollar Projections",
  urlKey: "nii",
  nii: true,
  template: treeLayout("55", "Projected Interest Income and Expense ($)", null),
  tables: {
    "55": tree(
      description("Account", 3),
      averageBalance(),
      niiScenarios("dataset1", "Interest ($)", dollars),
    ),
  },
  inDetailWorkbook: true,
  build: niiDollarsPage,
});
