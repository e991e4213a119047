import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ALM_SUMMARY, DURATION_MISMATCH_NOTE, METRICS, type ReportPage } from "@alm/formats";
import { MetricTile } from "./MetricTile.tsx";

afterEach(cleanup);

const base = ALM_SUMMARY.scenarioColumn("Base");

/** The ALM Summary's table as the gateway serves it: the mismatch at Base, 3.0174 less 1.5046 years. */
const almSummary: ReportPage = {
  id: "Report:2:20:1",
  tables: [
    {
      source: ALM_SUMMARY.table,
      columns: [{ field: base, format: "PERCENTAGE", precision: 2, divisor: 0.01, displayAs: "rowFormat" }],
      rows: [
        {
          id: "row-1",
          key: ALM_SUMMARY.durationMismatch,
          rowFormat: "NUMERIC",
          values: { [base]: 3.0174 - 1.5046 },
        },
      ],
      // The durations at base, which the tile shows beside the mismatch its note speaks of.
      values: [
        { field: ALM_SUMMARY.assetDuration, value: 3.0174 },
        { field: ALM_SUMMARY.liabilityDuration, value: 1.5046 },
      ],
    },
  ],
};

it("says under the duration mismatch that it is the difference of the durations it shows, before rounding", () => {
  const metric = METRICS.find((m) => m.key === "durationMismatch")!;
  render(
    <MetricTile
      tile={{
        metric,
        title: metric.title(""),
        latest: metric.read(almSummary, "300"),
        trend: [],
        href: null,
        loading: false,
        failed: false,
      }}
    />,
  );
  // A reader subtracting the printed durations (3.02 less 1.50) got 1.52 beside the tile's 1.51.
  const tile = screen.getByRole("region", { name: "Effective Duration Mismatch" });
  expect(within(tile).getByTestId("headline").textContent).toBe("1.51");
  expect(within(tile).getByText(DURATION_MISMATCH_NOTE)).toBeTruthy();
  // The durations the note speaks of, in view beside it (a CFO's review).
  expect(within(tile).getByTestId("line-Effective durations (years)").textContent).toBe(
    "Assets 3.02 · Liabilities 1.50",
  );
});
