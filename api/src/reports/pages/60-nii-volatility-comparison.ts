import { compared, dollars, accountTree } from "../catalogue/columns.ts";
import { niiVolatilityComparisonPage } from "../builders/nii-trees.ts";
import { defineComparisonPage } from "./page-definition.ts";

export const page = defineComparisonPage({
  id: 60,
  description: "NII Volatility Comparison",
  urlKey: "nii",
  nii: true,
  title: "Change in Income: Current and Prior",
  chart: ["column", "NII % Change: Current and Prior"],
  table: accountTree(
    compared("declining", "Declining ($)", dollars),
    compared("rising", "Rising ($)", dollars),
    compared("shock", "Shock ($)", dollars),
  ),
  build: niiVolatilityComparisonPage,
});
