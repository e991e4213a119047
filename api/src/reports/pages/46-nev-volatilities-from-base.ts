import { NOT_VALUED_FOOTER } from "../measures.ts";
import { description, dollars, flat, percent, perScenario } from "../catalogue/columns.ts";
import { volatilityFromBasePage } from "../builders/price-tree.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 46,
  description: "NEV Volatilities from Base",
  urlKey: "nev",
  title: "% Change in Value from Base",
  block: { source: "tree", footer: NOT_VALUED_FOOTER },
  table: flat(
    description("Account", 3),
    dollars("dataset1_base", "Base Value ($)", { width: 2 }),
    perScenario("dataset1", "% Change from Base", percent),
  ),
  build: volatilityFromBasePage,
});
