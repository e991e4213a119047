import { describe, expect, it } from "vitest";
import { testPosition } from "../cashflows/testTerms.ts";
import { flatParCurve } from "../curve/flatParCurve.ts";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import { sampleChartOfAccounts } from "../demo/sampleChartOfAccounts.ts";
import { runBalanceSheet } from "../runBalanceSheet.ts";
import { valuePositions } from "../valuePositions.ts";

/**
 * Base is never floored: a curve the market quotes below zero is valued as quoted. The zero floor
 * only stops a shock from pushing rates below zero (or below where they already are), and the
 * result names the scenarios it changed.
 */
const NEGATIVE = flatParCurve(-0.5);
// A 5-year zero-coupon note: no interest, the principal at month 60.
const zero = testPosition({ key: "Treasury Note 60", amortization: "bullet", rate: 0, termMonths: 60 });

/**
 * The README's discounting, by hand: a flat par curve bootstraps to a flat zero curve at the same
 * semiannual yield y, i.e. the monthly-compounded z = 1200((1 + y/200)^(1/6) - 1), and month m
 * discounts at (1 + z/1200)^-m.
 */
const zeroCouponPrice = (parPercent: number, months: number) => {
  const z = 1200 * (Math.pow(1 + parPercent / 200, 1 / 6) - 1);
  return 100 * Math.pow(1 + z / 1200, -months);
};

const priceAt = (scenario: string, floorAtZero?: boolean) =>
  valuePositions([zero], NEGATIVE, { floorAtZero }).positions[0]?.scenarios.find(
    (s) => s.scenario === scenario,
  )?.price ?? NaN;

describe("the zero floor", () => {
  it("values a 5-year zero-coupon note on a -0.5 % curve above par at Base, floor or not", () => {
    // 102.5347: semiannual compounding at -0.5 % ((1 - 0.0025)^-10); annual compounding would give 102.5375.
    expect(zeroCouponPrice(-0.5, 60)).toBeCloseTo(102.5347, 4);
    expect(priceAt("Base")).toBeCloseTo(zeroCouponPrice(-0.5, 60), 9);
    expect(priceAt("Base", false)).toBeCloseTo(zeroCouponPrice(-0.5, 60), 9);
  });

  it("holds a falling rate where it is already below zero, and lets a rising one rise", () => {
    for (const down of ["-100", "-400"]) expect(priceAt(down)).toBeCloseTo(zeroCouponPrice(-0.5, 60), 9);
    expect(priceAt("-100", false)).toBeCloseTo(zeroCouponPrice(-1.5, 60), 9);
    expect(priceAt("100")).toBeCloseTo(zeroCouponPrice(0.5, 60), 9);
  });

  it("names the scenarios the floor changed, the tenors it held and the milder shock they equal", () => {
    const run = (curve = NEGATIVE, floorAtZero?: boolean, positions = [zero]) =>
      runBalanceSheet({ positions, curve, tree: sampleChartOfAccounts(), floorAtZero }).rateFloor;
    const negative = run();
    const tenors = NEGATIVE.map((p) => p.tenorMonths);
    expect(negative.atZero).toBe(true);
    expect(negative.floored.map((f) => [f.scenario, f.sameAs])).toEqual([
      ["-400", "-100"],
      ["-300", "-100"],
      ["-200", "-100"],
      ["-100", null],
      ["Ramp-400", null],
      ["Ramp-300", null],
      ["Ramp-200", null],
      ["Ramp-100", null],
      ["steepener", null],
      ["flattener", null],
      ["shortDown", null],
    ]);
    expect(negative.floored[0]?.tenors).toEqual(tenors);
    // On 2021-12-31 no yield reached 2 %: from -200 bp on, every tenor stops at zero; -100 holds those below 1 %.
    const dec2021 = treasuryCurve("2021-12-31")?.points;
    const sameAs = (positions = [zero]) =>
      Object.fromEntries(run(dec2021, true, positions).floored.map((f) => [f.scenario, f.sameAs]));
    expect(sameAs()).toMatchObject({ "-400": "-200", "-300": "-200", "-200": null, "-100": null });
    expect(run(dec2021).floored.find((f) => f.scenario === "-100")?.tenors).toEqual([1, 3, 6, 12, 24, 36]);
    // A share account's dividend follows its 3-month rate as the floor leaves it, not the shift:
    // at 0.5 - 0.2 × 2 it would still pay at -200 and not at -300, yet all three shocks pay alike.
    const shares = testPosition({
      key: "Regular Shares",
      amortization: "nonmaturity",
      rate: 0.5,
      termMonths: null,
      decay: 20,
      beta: 0.2,
    });
    expect(sameAs([zero, shares])).toMatchObject({ "-400": "-200", "-300": "-200", "-200": null });
    expect(run(NEGATIVE, false)).toEqual({ atZero: false, floored: [] });
  });
});
