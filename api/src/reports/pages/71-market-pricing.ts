import { compared, flat, percent, text } from "../catalogue/columns.ts";
import { chartBlock, COMPARED, ONLY_COMPARED, tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { marketPricingPage } from "../builders/assumptions.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 71,
  description: "Market Pricing",
  urlKey: "nev",
  template: [
    tableBlock("71", "Treasury Curve", { width: 50, datasets: COMPARED }),
    chartBlock("line", "Treasury Curve: Current and Prior", {
      width: 50,
      source: "chart1",
      hidden: ONLY_COMPARED,
    }),
    textBlock("Curves Used", { source: "curves" }),
  ],
  tables: { "71": flat(text("tenor", "Tenor"), compared("value", "Rate", percent)) },
  // The tenor in months, to sort and chart the curve.
  rowNumbers: ["tenorMonths"],
  build: marketPricingPage,
});
