import { description, dollars, tree } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { niiVariabilityPage } from "../builders/nii-trees.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 56,
  description: "NII Variability",
  urlKey: "nii",
  nii: true,
  template: treeLayout("56", "Change in Interest from Base ($)", ["column", "NII Change by Scenario"]),
  tables: {
    "56": tree(
      description("Account", 3),
      dollars("dataset1_base", "Base ($)", { emphasize: true }),
      dollars("difference_declining", "Declining", { group: "Change from Base ($)" }),
      dollars("difference_rising", "Rising", { group: "Change from Base ($)" }),
      dollars("difference_shock", "Shock", { group: "Change from Base ($)" }),
    ),
  },
  build: niiVariabilityPage,
});
