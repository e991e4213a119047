import { DASHBOARD_PAGES } from "@alm/formats";
import { description, dollars, flat, percent, text } from "../catalogue/columns.ts";
import { chartBlock, textBlock } from "../catalogue/report-builders.ts";
import { earningsAtRiskPage } from "../builders/earnings-at-risk.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: DASHBOARD_PAGES.earnings.reportId,
  description: DASHBOARD_PAGES.earnings.title,
  urlKey: "nev",
  title: "Cumulative NII and Its Change from Base",
  below: [
    chartBlock("column", "NII Change from Base (%)", { source: "chart1" }),
    textBlock("Balance Sheet and Rates", { source: "assumptions" }),
  ],
  table: flat(
    description("Scenario", 2),
    text("kind", "Type", { filter: "select" }),
    dollars("nii12", "NII ($)", { group: "12 Months" }),
    dollars("change12", "Change ($)", { group: "12 Months" }),
    percent("percent12", "Change %", { group: "12 Months" }),
    dollars("nii24", "NII ($)", { group: "24 Months" }),
    dollars("change24", "Change ($)", { group: "24 Months" }),
    percent("percent24", "Change %", { group: "24 Months" }),
  ),
  inDetailWorkbook: true,
  build: earningsAtRiskPage,
});
