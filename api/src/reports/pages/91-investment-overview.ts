import { description, tree, investmentMeasures } from "../catalogue/columns.ts";
import { investmentOverviewPage } from "../builders/investments.ts";
import { defineTreePage } from "./page-definition.ts";
import { ROUNDED_SHARES_FOOTER } from "./rounding-note.ts";

export const page = defineTreePage({
  id: 91,
  description: "Investment Overview",
  urlKey: "nev",
  title: "Investment Portfolio",
  chart: ["pie", "Portfolio by Sector"],
  table: tree(description("Security Type", 3), investmentMeasures()),
  footer: ROUNDED_SHARES_FOOTER,
  inDetailWorkbook: true,
  build: investmentOverviewPage,
});
