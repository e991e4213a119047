import { describe, expect, it } from "vitest";
import { discountFactors, interpolateRate, monthlyZeroRates } from "./curve.ts";
import { parseCurveCsv } from "./parseCurveCsv.ts";
import { TREASURY_CURVES, treasuryCurve } from "./treasuryCurves.ts";

const curve = [
  { tenorMonths: 12, rate: 2 },
  { tenorMonths: 3, rate: 1 },
  { tenorMonths: 60, rate: 3 },
];

describe("curve", () => {
  it("interpolates linearly between tenors and extrapolates flat", () => {
    expect(interpolateRate(curve, 1)).toBe(1);
    expect(interpolateRate(curve, 6)).toBeCloseTo(1 + 3 / 9, 14);
    expect(interpolateRate(curve, 36)).toBeCloseTo(2.5, 14);
    expect(interpolateRate(curve, 400)).toBe(3);
    expect(monthlyZeroRates(curve)[36]).toBeCloseTo(2.5, 14);
  });

  it("discounts with monthly compounding on the shifted curve, floored at zero, plus spread", () => {
    const zero = monthlyZeroRates(curve);
    const df = discountFactors(zero, 1, 0.5);
    expect(df[0]).toBe(1);
    expect(df[60]).toBeCloseTo(Math.pow(1 + 4.5 / 1200, -60), 15);
    const floored = discountFactors(zero, -4, 0.25);
    expect(floored[12]).toBeCloseTo(Math.pow(1 + 0.25 / 1200, -12), 15);
  });

  it("parses a curve CSV and reports bad and duplicate tenors", () => {
    expect(parseCurveCsv("tenorMonths,rate\n12,2\n3,1\n")).toEqual({
      ok: true,
      value: [
        { tenorMonths: 3, rate: 1 },
        { tenorMonths: 12, rate: 2 },
      ],
    });
    const bad = parseCurveCsv("tenorMonths,rate\n0,1\n3,abc\n12,1\n12,2\n");
    expect(bad.ok ? [] : bad.errors.map((e) => [e.row, e.column])).toEqual([
      [2, "tenorMonths"],
      [3, "rate"],
      [5, "tenorMonths"],
    ]);
  });

  it("ships Treasury curves for the sample as-of dates on the standard tenors", () => {
    for (const date of ["2021-09-30", "2021-12-31", "2022-07-29"]) {
      const c = treasuryCurve(date);
      expect(c?.points.map((p) => p.tenorMonths)).toEqual([1, 3, 6, 12, 24, 36, 60, 84, 120, 240, 360]);
    }
    expect(treasuryCurve("2021-12-31T00:00:00")?.points[8]).toEqual({ tenorMonths: 120, rate: 1.52 });
    for (const c of TREASURY_CURVES) expect(c.points.every((p) => p.rate >= 0 && p.rate < 6)).toBe(true);
  });
});
