import { basisPoints, description, flat, text } from "../catalogue/columns.ts";
import { marketSpreadsPage } from "../builders/assumptions.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 72,
  description: "Market Spreads",
  urlKey: "nev",
  title: "Discount Spreads by Group",
  table: flat(description("Group", 4), basisPoints("spreadBp", "Spread (bp)"), text("source", "Source")),
  build: marketSpreadsPage,
});
