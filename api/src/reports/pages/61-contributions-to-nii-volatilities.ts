import { description, dollars, tree } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { niiContributionsPage } from "../builders/nii-trees.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 61,
  description: "Contributions to NII Volatilities",
  urlKey: "nii",
  nii: true,
  template: treeLayout("61", "Contribution to NII Change ($)", ["bar", "Largest Contributors in the Shock"]),
  tables: {
    "61": tree(
      description("Account", 3),
      dollars("declining", "Declining", { group: "Change from Base ($)" }),
      dollars("rising", "Rising", { group: "Change from Base ($)" }),
      dollars("shock", "Shock", { group: "Change from Base ($)" }),
    ),
  },
  build: niiContributionsPage,
});
