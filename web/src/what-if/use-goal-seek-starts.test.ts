import { POLICY_MATRIX, policyRowId, type ReportPage } from "@alm/formats";
import { describe, expect, it } from "vitest";
import { COMMON_STARTS } from "./goal-seek-inputs.ts";
import { goalSeekStarts } from "./use-goal-seek-starts.ts";

/** A Compliance with Policy Matrix holding the board's limits at the +300 bp shock. */
const matrix: ReportPage = {
  id: "Report:2:27:1",
  tables: [
    {
      source: POLICY_MATRIX.table,
      columns: [{ field: POLICY_MATRIX.limit, format: "PERCENTAGE", precision: 2, divisor: 0.01 }],
      rows: [
        ["nevChange", -0.35],
        ["nevRatio", 0.04],
      ].map(([measure, limit], i) => ({
        id: `row-${i}`,
        key: policyRowId(measure as "nevChange" | "nevRatio", "300"),
        rowFormat: null,
        values: { [POLICY_MATRIX.limit]: limit },
      })),
      values: [],
    },
  ],
};

describe("the goal seek's starts", () => {
  it("start at the client's limits, said as the report pages print them and as the field takes them", () => {
    const starts = goalSeekStarts(matrix, "300");
    expect(starts.values.nevChangeAtShockAtLeast).toBe("-35");
    expect(starts.values.nevRatioAtShockAtLeast).toBe("4");
    // A negative percentage in parentheses, as every report page writes it (a CFO's review), and
    // the figure to type, since "(35.00%)" alone had users typing 35.
    expect(starts.limits.nevChangeAtShockAtLeast).toBe("(35.00%), entered as -35");
    expect(starts.limits.nevRatioAtShockAtLeast).toBe("4.00%, entered as 4");
  });

  it("start at common values where the package states no limit", () => {
    expect(goalSeekStarts(null, "300")).toEqual({ values: COMMON_STARTS, limits: {} });
    expect(goalSeekStarts(matrix, "-300")).toEqual({ values: COMMON_STARTS, limits: {} });
  });
});
