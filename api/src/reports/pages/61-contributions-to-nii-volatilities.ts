import { dollars, accountTree } from "../catalogue/columns.ts";
import { niiContributionsPage } from "../builders/nii-trees.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 61,
  description: "Contributions to NII Volatilities",
  urlKey: "nii",
  nii: true,
  title: "Contribution to NII Change ($)",
  chart: ["bar", "Largest Contributors in the Shock"],
  table: accountTree(
    dollars("declining", "Declining", { group: "Change from Base ($)" }),
    dollars("rising", "Rising", { group: "Change from Base ($)" }),
    dollars("shock", "Shock", { group: "Change from Base ($)" }),
  ),
  build: niiContributionsPage,
});
