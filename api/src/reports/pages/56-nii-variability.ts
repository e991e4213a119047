import { dollars, accountTree } from "../catalogue/columns.ts";
import { niiVariabilityPage } from "../builders/nii-trees.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 56,
  description: "NII Variability",
  urlKey: "nii",
  nii: true,
  title: "Change in Interest from Base ($)",
  chart: ["column", "NII Change by Scenario"],
  table: accountTree(
    dollars("dataset1_base", "Base ($)", { emphasize: true }),
    dollars("difference_declining", "Declining", { group: "Change from Base ($)" }),
    dollars("difference_rising", "Rising", { group: "Change from Base ($)" }),
    dollars("difference_shock", "Shock", { group: "Change from Base ($)" }),
  ),
  build: niiVariabilityPage,
});
