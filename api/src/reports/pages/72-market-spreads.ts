import { basisPoints, description, flat, text } from "../catalogue/columns.ts";
import { tableBlock } from "../catalogue/report-builders.ts";
import { marketSpreadsPage } from "../builders/assumptions.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 72,
  description: "Market Spreads",
  urlKey: "nev",
  template: [tableBlock("72", "Discount Spreads by Group")],
  tables: {
    "72": flat(description("Group", 4), basisPoints("spreadBp", "Spread (bp)"), text("source", "Source")),
  },
  build: marketSpreadsPage,
});
