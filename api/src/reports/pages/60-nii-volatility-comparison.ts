import { compared, description, dollars, tree } from "../catalogue/columns.ts";
import { COMPARED, treeLayout } from "../catalogue/report-builders.ts";
import { niiVolatilityComparisonPage } from "../builders/nii-trees.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 60,
  description: "NII Volatility Comparison",
  urlKey: "nii",
  nii: true,
  template: treeLayout(
    "60",
    "Change in Income: Current and Prior",
    ["column", "NII % Change: Current and Prior"],
    COMPARED,
  ),
  tables: {
    "60": tree(
      description("Account", 3),
      compared("declining", "Declining ($)", dollars),
      compared("rising", "Rising ($)", dollars),
      compared("shock", "Shock ($)", dollars),
    ),
  },
  build: niiVolatilityComparisonPage,
});
