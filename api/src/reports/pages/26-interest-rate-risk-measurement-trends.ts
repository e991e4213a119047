import { DURATION_MISMATCH_NOTE } from "@alm/formats";
import { date, decimal, flat, percent } from "../catalogue/columns.ts";
import { chartBlock, textBlock } from "../catalogue/report-builders.ts";
import { riskTrendPage } from "../builders/trend.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 26,
  description: "Interest Rate Risk Measurement Trends",
  urlKey: "trend",
  title: "Risk Measures by As-of Date",
  // Its mismatch is read against the durations of each as-of date's report, shown beside it.
  block: { footer: DURATION_MISMATCH_NOTE },
  below: [
    chartBlock("line", "NEV Ratio Trend", { width: 50, source: "chart1" }),
    chartBlock("line", "NII Change Trend", { width: 50, source: "chart2" }),
    textBlock("Quarters Covered", { source: "coverage" }),
  ],
  table: flat(
    date("asOfDate", "As-of Date", { width: 2 }),
    percent("nevRatio", "NEV Ratio (Base)"),
    // The shock each measure is read at, named as the charts' legends name it.
    // Twice as wide: a header of three words and the shock fits on two lines.
    percent("nevRatioShock", "NEV Ratio ({scenario})", { width: 2 }),
    percent("nevPercentChange", "NEV % Change ({scenario})", { width: 2 }),
    percent("niiPercentChange", "NII % Change, Year 1 ({scenario})", { width: 2 }),
    // As the ALM Summary names it: the same measure, in years, after the durations at base it is
    // the difference of (its note speaks of them).
    decimal("assetDuration", "Eff. Duration of Assets (years)", { width: 2 }),
    decimal("liabilityDuration", "Eff. Duration of Liabilities (years)", { width: 2 }),
    decimal("durationMismatch", "Eff. Duration Mismatch (years)", { width: 2 }),
  ),
  // The report definition of each as-of date, to open it.
  rowNumbers: ["reportDefinitionId"],
  build: riskTrendPage,
});
