import { describe, expect, it } from "vitest";
import { breachesLimit, breachFlag, showsBreach } from "./policy-breach.ts";

describe("a figure against the board's limit", () => {
  it("breaches a floor (a NEV ratio's minimum) only below it", () => {
    expect(breachesLimit(0.0612, 0.07)).toBe(true);
    expect(breachesLimit(0.0815, 0.07)).toBe(false);
    expect(breachesLimit(0.07, 0.07)).toBe(false);
  });

  it("breaches a largest decline (a negative limit) only by falling further", () => {
    expect(breachesLimit(-0.362, -0.25)).toBe(true);
    expect(breachesLimit(-0.18, -0.25)).toBe(false);
    // A rise is no decline at all.
    expect(breachesLimit(0.04, -0.25)).toBe(false);
  });

  it("never breaches when not measured, nor by the sums' rounding error", () => {
    expect(breachesLimit(null, 0.07)).toBe(false);
    expect(breachesLimit(-0.25 - 1e-14, -0.25)).toBe(false);
  });
});

describe("a table's cell showing a breach", () => {
  const answer = { field: "status", isAnswer: true };
  const rising = { field: "rising" };
  const base = { field: "base" };

  it("is a breaching row's answer, in the column that answers the table", () => {
    expect(showsBreach(answer, { status: "No", breach: true })).toBe(true);
    expect(showsBreach(answer, { status: "Yes", breach: false })).toBe(false);
    // The row's one flag says nothing of which figure breached.
    expect(showsBreach(rising, { rising: -0.362, breach: true })).toBe(false);
  });

  it("is a figure its row flags as beyond its limit, and no other of the row", () => {
    const values = {
      base: 0.0815,
      rising: -0.362,
      [breachFlag("rising")]: true,
      [breachFlag("base")]: false,
    };
    expect(showsBreach(rising, values)).toBe(true);
    expect(showsBreach(base, values)).toBe(false);
    expect(showsBreach(rising, undefined)).toBe(false);
  });
});
