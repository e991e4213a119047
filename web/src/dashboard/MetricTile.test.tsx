import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import {
  ALM_SUMMARY,
  BREACH_STYLE,
  breachFlag,
  DURATION_MISMATCH_NOTE,
  METRICS,
  POLICY_MATRIX,
  policyRowId,
  type ReportPage,
} from "@alm/formats";
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
    "Assets\u00a03.02\u00a0· Liabilities\u00a01.50",
  );
});

it("draws a figure beyond its board limit as the report tables draw it, not only with a badge", () => {
  // The +300 bp NEV change of (46.04%) under a (35.00%) limit read plain black on the tile (a CFO's review).
  const metric = METRICS.find((m) => m.key === "nevShockChange")!;
  const matrix = (breach: boolean): ReportPage => ({
    id: "Report:2:27:1",
    tables: [
      {
        source: POLICY_MATRIX.table,
        columns: [
          { field: POLICY_MATRIX.value, format: "PERCENTAGE", precision: 2, divisor: 0.01 },
          { field: POLICY_MATRIX.limit, format: "PERCENTAGE", precision: 2, divisor: 0.01 },
        ],
        rows: [
          {
            id: "row-1",
            key: policyRowId("nevChange", "300"),
            rowFormat: null,
            values: {
              [POLICY_MATRIX.value]: breach ? -0.4604 : -0.2,
              [POLICY_MATRIX.limit]: -0.35,
              [POLICY_MATRIX.breach]: breach,
              [breachFlag(POLICY_MATRIX.value)]: breach,
            },
          },
        ],
        values: [],
      },
    ],
  });
  const headlineOf = (breach: boolean) => {
    cleanup();
    render(
      <MetricTile
        tile={{
          metric,
          title: metric.title("+300 bp"),
          latest: metric.read(matrix(breach), "300"),
          trend: [],
          href: null,
          loading: false,
          failed: false,
        }}
      />,
    );
    return getComputedStyle(screen.getByTestId("headline"));
  };
  const breached = headlineOf(true);
  expect(breached.fontWeight).toBe(String(BREACH_STYLE.fontWeight));
  expect(breached.color).toBe("rgb(198, 40, 40)");
  expect(headlineOf(false).fontWeight).not.toBe(String(BREACH_STYLE.fontWeight));
});
