import { decimal, description, flat, text } from "../../dictionaries/tables/columns.ts";
import { tableBlock } from "../../dictionaries/reports/report-builders.ts";
import { marketSpreadsPage } from "../builders/assumptions.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 72,
  description: "Market Spreads",
  urlKey: "nev",
  template: [tableBlock("72", "Discount Spreads by Group")],
  tables: {
    "72": flat(description("Group", 4), decimal("spreadBp", "Spread (bp)"), text("source", "Source")),
  },
  build: marketSpreadsPage,
});
