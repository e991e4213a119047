import { describe, expect, it } from "vitest";
import { bootstrapZeroRates, HORIZON_MONTHS, monthlyCurveRates } from "../curve/curve.ts";
import { ForwardIndex } from "../curve/forwardIndex.ts";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import type { Position } from "../positions/position.ts";
import { CONSTANT_CPR_MODEL } from "../prepayment/prepaymentModel.ts";
import { valuePositions } from "../valuePositions.ts";
import { createFlows, type RateEnv } from "./flows.ts";
import { positionTerms } from "./positionTerms.ts";
import { projectTranche } from "./projectTranche.ts";
import { testPosition } from "./testTerms.ts";

const curve = treasuryCurve("2022-07-29")?.points ?? [];
const par = monthlyCurveRates(curve);
const baseForwards = new ForwardIndex(bootstrapZeroRates(par, 0, true));

describe("adjustable rates reset to forward rates", () => {
  it.each([
    ["a monthly floater", 1, "bullet", 0],
    ["a quarterly floater", 3, "bullet", 0],
    ["an annual floater", 12, "bullet", 0],
    ["an amortizing, prepaying quarterly floater", 3, "level", 15],
  ] as const)(
    "price %s at par when it pays and resets to its index with no margin",
    (_, tenor, kind, cpr) => {
      const loan = testPosition({
        amortization: kind,
        termMonths: 120,
        paymentMonths: tenor,
        repriceMonths: tenor,
        index: tenor,
        margin: 0,
        cpr,
        // The first period's rate is today's forward for it, as every later reset's is.
        rate: baseForwards.path(tenor)[1],
      });
      const v = valuePositions([loan], curve, { prepayment: CONSTANT_CPR_MODEL });
      expect(v.positions[0]?.scenarios.find((s) => s.scenario === "Base")?.price).toBeCloseTo(100, 9);
    },
  );

  it("resets to the shocked curve's forward rate plus margin", () => {
    const up = new ForwardIndex(bootstrapZeroRates(par, 2, true));
    const t = positionTerms(
      testPosition({
        amortization: "bullet",
        rate: 4,
        termMonths: 60,
        repriceMonths: 12,
        index: 12,
        margin: 2,
      }),
    );
    const flows = createFlows();
    const shift = new Float64Array(HORIZON_MONTHS + 1).fill(2);
    projectTranche(t, 1e6, 4, 0, 60, { curve: par, shift, forwards: up }, flows);
    // Months 1-12 at the rate of today; month 13 starts a year at the forward for months 12-24.
    expect(flows.accrued[12]).toBeCloseTo((1e6 * 4) / 1200, 9);
    expect(flows.accrued[13]).toBeCloseTo((1e6 * (up.path(12)[13] + 2)) / 1200, 9);
    expect(up.path(12)[13]).not.toBeCloseTo(par[12] + 2, 2);
  });
});

describe("caps and floors of an adjustable rate", () => {
  /** Rates each month from the flows of a bullet (no amortization: accrued / balance). */
  function ratesOf(p: Partial<Position>, shiftPct: number): number[] {
    const t = positionTerms(testPosition({ amortization: "bullet", termMonths: 60, ...p }));
    const flows = createFlows();
    const env: RateEnv = {
      curve: new Float64Array(HORIZON_MONTHS + 1).fill(2),
      shift: new Float64Array(HORIZON_MONTHS + 1).fill(shiftPct),
    };
    projectTranche(t, 1e6, t.rate, 0, 60, env, flows);
    return Array.from({ length: 5 }, (_, y) =>
      Number(((flows.accrued[y * 12 + 12] * 1200) / 1e6).toFixed(10)),
    );
  }
  const arm = { rate: 3, repriceMonths: 12, index: 12, margin: 2 };

  it("moves at most the periodic cap at each reset, up to the lifetime cap", () => {
    // Index 2 % + 4 % shock + margin 2 = 8 %, reached 2 points a year and stopped at 7.5 %.
    expect(ratesOf(arm, 4)).toEqual([3, 8, 8, 8, 8]);
    expect(ratesOf({ ...arm, periodicCap: 2 }, 4)).toEqual([3, 5, 7, 8, 8]);
    expect(ratesOf({ ...arm, periodicCap: 2, lifetimeCap: 7.5 }, 4)).toEqual([3, 5, 7, 7.5, 7.5]);
  });

  it("stops at the lifetime floor when rates fall, and at zero without one", () => {
    // Index 2 % - 3 % is floored at 0, plus margin 2 = 2 %.
    expect(ratesOf(arm, -3)).toEqual([3, 2, 2, 2, 2]);
    expect(ratesOf({ ...arm, lifetimeFloor: 2.5 }, -3)).toEqual([3, 2.5, 2.5, 2.5, 2.5]);
    expect(ratesOf({ ...arm, margin: -1 }, -3)).toEqual([3, 0, 0, 0, 0]);
  });

  it("costs the lender value when rates rise past a cap and protects it with a floor when they fall", () => {
    const loan = testPosition({ rate: 3.5, termMonths: 360, repriceMonths: 12, index: 12, margin: 1 });
    const value = (p: Position, id: string) =>
      valuePositions([p], curve).positions[0]?.scenarios.find((s) => s.scenario === id)?.marketValue ?? NaN;
    const capped = { ...loan, periodicCap: 1, lifetimeCap: 6 };
    expect(value(capped, "300")).toBeLessThan(value(loan, "300") - 10_000);
    const floored = { ...loan, lifetimeFloor: 3.5 };
    expect(value(floored, "-200")).toBeGreaterThan(value(loan, "-200") + 10_000);
    expect(value(floored, "300")).toBeCloseTo(value(loan, "300"), 6);
  });
});
