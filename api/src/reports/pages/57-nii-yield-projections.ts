import { description, niiScenarios, percent, tree, averageBalance } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { niiYieldsPage } from "../builders/nii-trees.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 57,
  description: "NII Yield Projections",
  urlKey: "nii",
  nii: true,
  template: treeLayout("57", "Projected Yield and Cost of Funds", null),
  tables: {
    "57": tree(
      description("Account", 3),
      averageBalance(),
      percent("averageRate", "Average Rate"),
      niiScenarios("dataset1", "Yield", percent),
    ),
  },
  inDetailWorkbook: true,
  build: niiYieldsPage,
});
