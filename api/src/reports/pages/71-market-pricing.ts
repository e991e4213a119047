import { compared, flat, percent, text } from "../catalogue/columns.ts";
import { chartBlock, COMPARED, ONLY_COMPARED, textBlock } from "../catalogue/report-builders.ts";
import { marketPricingPage } from "../builders/assumptions.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 71,
  description: "Market Pricing",
  urlKey: "nev",
  title: "Treasury Curve",
  block: { width: 50, datasets: COMPARED },
  below: [
    chartBlock("line", "Treasury Curve: Current and Prior", {
      width: 50,
      source: "chart1",
      hidden: ONLY_COMPARED,
    }),
    textBlock("Curves Used", { source: "curves" }),
  ],
  table: flat(text("tenor", "Tenor"), compared("value", "Rate", percent)),
  // The tenor in months, to sort and chart the curve.
  rowNumbers: ["tenorMonths"],
  build: marketPricingPage,
});
