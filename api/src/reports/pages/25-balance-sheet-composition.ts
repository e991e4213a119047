import { description, dollars, flat, percent } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { compositionPage } from "../builders/summary.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 25,
  description: "Balance Sheet Composition",
  urlKey: "nev",
  template: summaryLayout("25", {
    table: "Balance Sheet Composition",
    chart1: ["pie", "Asset Mix"],
    chart2: ["pie", "Liability and Capital Mix"],
  }),
  tables: {
    "25": flat(
      description("Category", 3),
      dollars("balance", "Balance ($)"),
      percent("mix", "Mix"),
      percent("yield", "Yield"),
      dollars("difference_balance", "Balance Change ($)", { emphasize: true }),
    ),
  },
  build: compositionPage,
});
