import { describe, expect, it } from "vitest";
import { testPosition } from "../cashflows/testTerms.ts";
import type { Position } from "../positions/position.ts";
import { valuePositions } from "../valuePositions.ts";
import { bootstrapZeroRates, discountFactors, interpolateRate, monthlyCurveRates } from "./curve.ts";
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
    expect(monthlyCurveRates(curve)[36]).toBeCloseTo(2.5, 14);
  });

  it("discounts zero rates plus a spread with monthly compounding", () => {
    const zero = new Float64Array(481).fill(2);
    const df = discountFactors(zero, 0.5);
    expect(df[0]).toBe(1);
    expect(df[60]).toBeCloseTo(Math.pow(1 + 2.5 / 1200, -60), 15);
  });

  it("bootstraps bills at their bond-equivalent yield and coupon tenors from the coupons before them", () => {
    const par = monthlyCurveRates(treasuryCurve("2022-07-29")?.points ?? []);
    const zero = bootstrapZeroRates(par, 0, true);
    const df = (m: number) => Math.pow(1 + (zero[m] ?? NaN) / 1200, -m);
    // A bill: one payment, discounted at its own semiannually compounded yield.
    for (const m of [1, 3, 6, 12]) expect(df(m)).toBeCloseTo(Math.pow(1 + (par[m] ?? NaN) / 200, -m / 6), 14);
    // A 2-year note paying its par yield semiannually is worth exactly par, computed by hand.
    const c = (par[24] ?? NaN) / 200;
    expect(c * (df(6) + df(12) + df(18) + df(24)) + df(24)).toBeCloseTo(1, 14);
  });

  it.each(["2021-12-31", "2022-07-29"])(
    "prices a bond paying the par yield at every tenor of the %s curve at 100.00, at base and when the par curve shifts",
    (asOf) => {
      const points = treasuryCurve(asOf)?.points ?? [];
      const bond = (tenorMonths: number, rate: number): Position =>
        testPosition({
          key: `Par ${tenorMonths}`,
          rate,
          termMonths: tenorMonths,
          amortization: "bullet",
          // Up to six months one payment at maturity; from a year on semiannual coupons.
          paymentMonths: tenorMonths <= 6 ? tenorMonths : 6,
        });
      for (const shiftBp of [0, 100, 300]) {
        const shifted = points.map((p) => ({ ...p, rate: p.rate + shiftBp / 100 }));
        const bonds = shifted.map((p) => bond(p.tenorMonths, p.rate));
        const valued = valuePositions(bonds, points);
        const id = shiftBp === 0 ? "Base" : String(shiftBp);
        valued.positions.forEach((p, i) => {
          const price = p.scenarios.find((s) => s.scenario === id)?.price ?? NaN;
          expect(Math.abs(price - 100), `${bonds[i]?.key} at ${id}: ${price}`).toBeLessThan(0.01);
        });
      }
    },
  );

  it("lets shifted rates go negative unless floored at zero", () => {
    const par = monthlyCurveRates(treasuryCurve("2021-12-31")?.points ?? []);
    const floored = bootstrapZeroRates(par, -4, true);
    const negative = bootstrapZeroRates(par, -4, false);
    expect(Math.min(...floored)).toBeGreaterThanOrEqual(0);
    expect(Math.min(...floored)).toBeLessThan(1e-12);
    expect(negative[120]).toBeLessThan(-2);
    // A negative 10-year par yield still prices its own bond at par.
    const c = ((par[120] ?? NaN) - 4) / 200;
    let coupons = 0;
    for (let m = 6; m <= 120; m += 6) coupons += Math.pow(1 + (negative[m] ?? NaN) / 1200, -m);
    expect(c * coupons + Math.pow(1 + (negative[120] ?? NaN) / 1200, -120)).toBeCloseTo(1, 12);
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
