import { compared, description, dollars, tree } from "../catalogue/columns.ts";
import { COMPARED, treeLayout } from "../catalogue/report-builders.ts";
import { niiShockComparisonPage } from "../builders/nii-trees.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 59,
  description: "NII Shock Comparison",
  urlKey: "nii",
  nii: true,
  template: treeLayout("59", "Shock {scenario} bp Income: Current and Prior", null, COMPARED),
  tables: { "59": tree(description("Account", 3), compared("scenario", "Interest ($)", dollars)) },
  build: niiShockComparisonPage,
});
