import { date, flat, percent, text } from "../catalogue/columns.ts";
import { chartBlock, tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { curveHistoryPage } from "../builders/trend.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 88,
  description: "Treasury Curve History",
  urlKey: "trend",
  template: [
    chartBlock("line", "Treasury Curves by As-of Date", { source: "chart1" }),
    tableBlock("88", "Treasury Curves by As-of Date"),
    textBlock("Curves Used", { source: "curves" }),
    textBlock("Quarters Covered", { source: "coverage" }),
  ],
  tables: {
    "88": flat(
      date("asOfDate", "As-of Date", { width: 2 }),
      text("tenor", "Tenor"),
      percent("value", "Rate"),
    ),
  },
  build: curveHistoryPage,
});
