import { description, dollars, percent, tree, averageBalance } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { niiShockedPage } from "../builders/nii-trees.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 62,
  description: "Shocked NII Projections",
  urlKey: "nii",
  nii: true,
  template: treeLayout("62", "Projected Income, Shock {scenario} bp", null),
  tables: {
    "62": tree(
      description("Account", 3),
      averageBalance(),
      dollars("dataset1_base", "Base ($)"),
      dollars("dataset1_scenario", "Shock ($)"),
      dollars("dataset1_difference", "Change ($)", { emphasize: true }),
      percent("averageRate", "Average Rate"),
    ),
  },
  build: niiShockedPage,
});
