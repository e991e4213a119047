import { description, dollars, flat, percent } from "../catalogue/columns.ts";
import { compositionPage } from "../builders/summary.ts";
import { defineSummaryPage } from "./page-definition.ts";
import { ROUNDED_SHARES_FOOTER } from "./rounding-note.ts";

export const page = defineSummaryPage({
  id: 25,
  description: "Balance Sheet Composition",
  urlKey: "nev",
  title: "Balance Sheet Composition",
  chart1: ["pie", "Asset Mix"],
  chart2: ["pie", "Liability and Capital Mix"],
  table: flat(
    description("Category", 3),
    dollars("balance", "Balance ($)"),
    percent("mix", "Mix"),
    percent("yield", "Yield"),
    dollars("difference_balance", "Balance Change ($)", { emphasize: true }),
  ),
  footer: ROUNDED_SHARES_FOOTER,
  build: compositionPage,
});
