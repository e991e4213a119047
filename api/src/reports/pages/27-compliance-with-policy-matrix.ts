import { DASHBOARD_PAGES } from "@alm/formats";
import { description, flat, percent, text } from "../catalogue/columns.ts";
import { tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { complianceMatrixPage } from "../builders/policy.ts";
import { BAND_LABELS } from "../supervisory-test.ts";
import { definePage } from "./page-definition.ts";

const declineColumns = () =>
  BAND_LABELS.columns.map((label, c) => text(`decline${c}`, `NEV Decline ${label}`, { filter: "select" }));

export const page = definePage({
  id: DASHBOARD_PAGES.policy.reportId,
  description: DASHBOARD_PAGES.policy.title,
  urlKey: "nev",
  template: [
    tableBlock("27", "Compliance with Policy Limits"),
    textBlock("NCUA NEV Supervisory Test", { source: "supervisory" }),
    tableBlock("27s", "NCUA NEV Supervisory Test: the Two Measures at +300 bp", { source: "grid2" }),
    tableBlock("27m", "NCUA Risk Rating Table: Post-Shock NEV Ratio by NEV Decline", { source: "grid3" }),
  ],
  tables: {
    "27": flat(
      description("Measure", 3),
      text("scenario", "Scenario", { filter: "select" }),
      percent("value", "Value"),
      percent("limit", "Policy Limit"),
      text("status", "In Compliance", { filter: "select", answers: true }),
    ),
    "27s": flat(
      description("Measure", 3),
      percent("value", "NCUA Share Prices"),
      percent("firmValue", "Firm's Deposit Model"),
      text("band", "Where It Falls in NCUA's Table", { width: 3 }),
    ),
    "27m": flat(description("Post-Shock NEV Ratio", 2), ...declineColumns()),
  },
  build: complianceMatrixPage,
});
