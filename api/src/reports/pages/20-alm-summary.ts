import { DASHBOARD_PAGES, DURATION_MISMATCH_NOTE } from "@alm/formats";
import {
  description,
  flat,
  niiScenarios,
  percent,
  rowFormatted,
  SUMMARY_SCENARIOS,
} from "../catalogue/columns.ts";
import { chartBlock, tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { almSummaryPage } from "../builders/summary.ts";
import { definePage } from "./page-definition.ts";
import { ROUNDED_CHANGES_NOTE } from "./rounding-note.ts";

export const page = definePage({
  id: DASHBOARD_PAGES.almSummary.reportId,
  description: DASHBOARD_PAGES.almSummary.title,
  urlKey: "nev",
  template: [
    textBlock("Summary", { width: 40 }),
    // Rows of changes (NEV change, duration mismatch, NII and ROA change) beside their figures; the
    // mismatch beside the narrative's durations, which it does not always subtract to.
    tableBlock("20", "Net Economic Value", {
      width: 60,
      footer: `${ROUNDED_CHANGES_NOTE} ${DURATION_MISMATCH_NOTE}`,
    }),
    tableBlock("20_grid2", "Net Interest Income: Year 1", { source: "grid2", footer: ROUNDED_CHANGES_NOTE }),
    chartBlock("column", "NEV Ratio and Change by Scenario", { width: 50, source: "chart1" }),
    chartBlock("columns", "Projected NII and ROA: Change from Base", { width: 50, source: "chart2" }),
  ],
  tables: {
    "20": flat(
      description("Measure", 3),
      // Ratios in percent, the duration mismatch in years: each row says its format.
      SUMMARY_SCENARIOS.map((s) => ({
        ...percent(`dataset1_${s.id}`, s.label, { scenario: s.id, group: "Rate Shock (bp)" }),
        displayAs: "rowFormat" as const,
      })),
    ),
    "20_grid2": flat(description("Measure", 4), niiScenarios("", "Scenario", rowFormatted)),
  },
  build: almSummaryPage,
});
