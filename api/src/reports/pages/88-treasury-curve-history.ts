import { date, flat, percent, text } from "../catalogue/columns.ts";
import { chartBlock, textBlock } from "../catalogue/report-builders.ts";
import { curveHistoryPage } from "../builders/trend.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 88,
  description: "Treasury Curve History",
  urlKey: "trend",
  title: "Treasury Curves by As-of Date",
  above: [chartBlock("line", "Treasury Curves by As-of Date", { source: "chart1" })],
  below: [
    textBlock("Curves Used", { source: "curves" }),
    textBlock("Quarters Covered", { source: "coverage" }),
  ],
  table: flat(date("asOfDate", "As-of Date", { width: 2 }), text("tenor", "Tenor"), percent("value", "Rate")),
  build: curveHistoryPage,
});
