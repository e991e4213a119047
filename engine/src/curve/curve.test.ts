import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { testPosition } from "../cashflows/testTerms.ts";
import type { Position } from "../positions/position.ts";
import { valuePositions } from "../valuePositions.ts";
import { bootstrapZeroRates, discountFactors, interpolateRate, monthlyCurveRates } from "./curve.ts";
import { curveToCsv, parseCurveCsv, REQUIRED_CURVE_TENORS } from "./parseCurveCsv.ts";
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

  it("parses a curve CSV on the Treasury tenors, in increasing order", () => {
    const csv = curveToCsv(treasuryCurve("2021-12-31")?.points ?? []);
    expect(parseCurveCsv(csv)).toEqual({ ok: true, value: treasuryCurve("2021-12-31")?.points });
    expect(parseCurveCsv("\uFEFFtenorMonths,rate\n" + csv.split("\n").slice(1).join("\n")).ok).toBe(true);
  });

  it("names the row, column and rule of every bad point of a curve", () => {
    const rows = (text: string) => {
      const parsed = parseCurveCsv(text);
      return parsed.ok ? [] : parsed.errors.map((e) => [e.row, e.column, e.reason]);
    };
    const full = REQUIRED_CURVE_TENORS.map((t) => `${t},2`);
    expect(rows(["tenorMonths,rate", "0,1", "3,abc", ...full.slice(1), "360,2"].join("\n"))).toEqual([
      [2, "tenorMonths", 'tenorMonths must be a whole number of months from 1 to 480; got "0"'],
      [3, "rate", 'rate must be an annual percent from -5 to 25; got "abc"'],
      [13, "tenorMonths", "tenor 360 months appears twice (also on row 12); keep one"],
    ]);
    expect(rows(["tenorMonths,rate", "5,1", ...full].join("\n"))[0]).toEqual([
      2,
      "tenorMonths",
      "tenor 5 months is not a Treasury (CMT) tenor; use one of 1, 2, 3, 4, 6, 12, 24, 36, 60, 84, 120, 240, 360",
    ]);
    expect(rows(["tenorMonths,rate", ...full.slice(0, 3), "2,1", ...full.slice(3)].join("\n"))).toEqual([
      [5, "tenorMonths", "tenors must increase down the file: 2 months comes after 12 months (row 4)"],
    ]);
    expect(rows(["tenorMonths,rate", ...full.slice(0, -1), "360,25.5"].join("\n"))).toEqual([
      [11, "rate", 'rate must be an annual percent from -5 to 25; got "25.5"'],
    ]);
    expect(rows(["tenorMonths,rate", ...full.filter((f) => !/^(6|240),/.test(f))].join("\n"))).toEqual([
      [
        1,
        "tenorMonths",
        "the curve lacks the tenors 6, 240 months; the engine needs 3, 6, 12, 24, 36, 60, 84, 120, 240, 360",
      ],
    ]);
    expect(rows("tenorMonths,rate\n\n")).toEqual([[1, "", "the curve has no points"]]);
    expect(rows("tenor,yield\n3,1\n")).toEqual([
      [1, "", 'missing 2 columns ("tenorMonths", "rate"); the header must be: tenorMonths,rate'],
    ]);
    // Decimals typed for percent: refused as a whole, saying how to fix it.
    expect(rows(["tenorMonths,rate", ...full.map((f) => f.replace(/,2$/, ",0.0152"))].join("\n"))).toEqual([
      [
        1,
        "rate",
        "every rate is below 0.25: rates look like decimals (0.0152) rather than percent (1.52); enter rates in percent (multiply these by 100) and upload the curve again",
      ],
    ]);
    // A curve with some rates below 0.25 is an ordinary low curve (2021's bills).
    expect(parseCurveCsv(curveToCsv(treasuryCurve("2021-12-31")?.points ?? [])).ok).toBe(true);
    // Negative par yields are market data (no silent floor), down to the range's bottom.
    expect(
      parseCurveCsv(["tenorMonths,rate", ...full.map((f) => f.replace(/,2$/, ",-0.75"))].join("\n")).ok,
    ).toBe(true);
  });

  it("ships Treasury curves for the sample as-of dates on the standard tenors", () => {
    for (const date of ["2021-09-30", "2021-12-31", "2022-07-29"]) {
      const c = treasuryCurve(date);
      expect(c?.points.map((p) => p.tenorMonths)).toEqual([1, 3, 6, 12, 24, 36, 60, 84, 120, 240, 360]);
    }
    expect(treasuryCurve("2021-12-31T00:00:00")?.points[8]).toEqual({ tenorMonths: 120, rate: 1.52 });
    for (const c of TREASURY_CURVES) expect(c.points.every((p) => p.rate >= 0 && p.rate < 6)).toBe(true);
  });

  it("ships only curves transcribed from H.15, each naming it, and a sample file of each", () => {
    // A curve recalled rather than transcribed would be read by every report as market data.
    expect(TREASURY_CURVES.map((c) => c.asOfDate)).toEqual(["2021-09-30", "2021-12-31", "2022-07-29"]);
    for (const c of TREASURY_CURVES) {
      expect(c.source).toBe("US Treasury daily par yield curve (CMT, H.15), closing values");
      const sample = readFileSync(new URL(`../../samples/curve-${c.asOfDate}.csv`, import.meta.url), "utf8");
      expect(parseCurveCsv(sample)).toEqual({ ok: true, value: c.points });
    }
    const samples = readdirSync(new URL("../../samples/", import.meta.url)).filter((f) =>
      f.startsWith("curve-"),
    );
    expect(samples).toEqual(TREASURY_CURVES.map((c) => `curve-${c.asOfDate}.csv`));
  });
});
