import { description, dollars, flat, percent, perScenario } from "../catalogue/columns.ts";
import { tableBlock } from "../catalogue/report-builders.ts";
import { volatilityFromBasePage } from "../builders/price-tree.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 46,
  description: "NEV Volatilities from Base",
  urlKey: "nev",
  template: [tableBlock("46", "% Change in Value from Base", { source: "tree" })],
  tables: {
    "46": flat(
      description("Account", 3),
      dollars("dataset1_base", "Base Value ($)", { width: 2 }),
      perScenario("dataset1", "% Change from Base", percent),
    ),
  },
  build: volatilityFromBasePage,
});
