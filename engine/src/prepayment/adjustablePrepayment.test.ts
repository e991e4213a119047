import { describe, expect, it } from "vitest";
import { createFlows } from "../cashflows/flows.ts";
import { cprUnderShock, positionTerms } from "../cashflows/positionTerms.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import { testPosition } from "../cashflows/testTerms.ts";
import { monthlyCurveRates } from "../curve/curve.ts";
import { flatParCurve } from "../curve/flatParCurve.ts";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import type { Position } from "../positions/position.ts";
import { parallelShift } from "../scenarios/scenarios.ts";
import { valuePositions } from "../valuePositions.ts";
import { CONSTANT_CPR_MODEL, DEFAULT_PREPAYMENT_MODEL, type PrepaymentModel } from "./prepaymentModel.ts";

/**
 * An adjustable loan's refinancing incentive is measured against its fully indexed rate (index +
 * margin): a parallel move changes the coupon, once it resets, and the rate the borrower could
 * refinance into alike, so the S-curve does not move. A monthly-repricing line (a HELOC) then
 * prepays at its own CPR in every scenario and, resetting every month, barely moves in value.
 */
const DEC_2021 = treasuryCurve("2021-12-31")?.points ?? [];
// The demo's HELOCs: prime-based lines resetting monthly to the 3-month bill + 3.6, at the NCUA ceiling of 18 %.
const heloc = testPosition({
  key: "HELOC 100% 240",
  rate: 3.9,
  termMonths: 240,
  repriceMonths: 1,
  index: 3,
  margin: 3.6,
  lifetimeCap: 18,
  cpr: 18,
});

const scenariosOf = (p: Position, model: PrepaymentModel = DEFAULT_PREPAYMENT_MODEL, spreadBp = 0) =>
  valuePositions([p], DEC_2021, { prepayment: model, spreadBp }).positions[0]?.scenarios ?? [];
const at = (p: Position, id: string, model?: PrepaymentModel, spreadBp?: number) =>
  scenariosOf(p, model, spreadBp).find((s) => s.scenario === id);

/** The logistic S-curve as the README writes it, through 1 at no change in incentive. */
function multiple(model: PrepaymentModel, incentive: number): number {
  const { minMultiple: lo, maxMultiple: hi, refiSensitivity: k } = model;
  const p = (1 - lo) / (hi - lo);
  return lo + (hi - lo) / (1 + Math.exp(-(k * incentive + Math.log(p / (1 - p)))));
}
const smm = (cpr: number) => 1 - Math.pow(1 - cpr / 100, 1 / 12);

describe("prepayment of adjustable loans", () => {
  it("does not let a monthly-repricing line gain value when rates rise: duration at Base small and not negative", () => {
    for (const spreadBp of [0, 200]) {
      const base = at(heloc, "Base", undefined, spreadBp);
      const up = at(heloc, "100", undefined, spreadBp);
      expect(up?.price ?? NaN, `spread ${spreadBp}`).toBeLessThanOrEqual(base?.price ?? NaN);
      expect(base?.effDuration ?? NaN, `spread ${spreadBp}`).toBeGreaterThanOrEqual(0);
      // What is left is the margin over the discount spread, an annuity over the line's life
      // (0.28 years at no spread), and the month until the next reset.
      expect(base?.effDuration ?? NaN, `spread ${spreadBp}`).toBeLessThan(0.5);
    }
  });

  it("prepays a monthly-repricing line at its own CPR in every shock: valued as at a constant CPR", () => {
    const sCurve = scenariosOf(heloc);
    const constant = scenariosOf(heloc, CONSTANT_CPR_MODEL);
    sCurve.forEach((s, i) =>
      expect(s.marketValue, s.scenario).toBeCloseTo(constant[i]?.marketValue ?? NaN, 6),
    );
    const t = positionTerms(heloc);
    const par = monthlyCurveRates(DEC_2021);
    for (const bp of [-300, 0, 100]) expect(cprUnderShock(t, bp / 100, par, true)).toBeCloseTo(18, 12);
  });

  it("moves a hybrid ARM's incentive with its index during the fixed period, floored with it, and not after", () => {
    // A 5/1 ARM on the 1-year rate, bullet so that principal before maturity is prepayment alone.
    const arm = testPosition({
      amortization: "bullet",
      rate: 3,
      termMonths: 120,
      repriceMonths: 60,
      index: 12,
      margin: 2.75,
      cpr: 12,
    });
    const t = positionTerms(arm);
    // A steep curve: the 1-year bill at 0.5 %, the 10-year at 2 %. At -100 bp the index falls only
    // 0.5 (to zero), not the 10-year's 1 point: the fully indexed rate is what moves.
    const steep = [1, 3, 6, 12, 24, 60, 120, 360].map((tenorMonths) => ({
      tenorMonths,
      rate: tenorMonths <= 12 ? 0.5 : 2,
    }));
    const flows = createFlows();
    const env = { curve: monthlyCurveRates(steep), shift: parallelShift(-100), floorAtZero: true };
    projectTranche(t, 1e6, arm.rate, 0, 120, env, flows);
    const fixedPeriod = smm(12 * multiple(DEFAULT_PREPAYMENT_MODEL, 0.5));
    expect(flows.principal[1]).toBeCloseTo(1e6 * fixedPeriod, 6);
    let left = 1e6;
    for (let m = 1; m < 60; m++) left -= flows.principal[m] ?? NaN;
    expect(flows.principal[59]).toBeCloseTo((left + (flows.principal[59] ?? 0)) * fixedPeriod, 6);
    // Month 60 is the payment date before the first reset: from here the coupon follows the index.
    expect(flows.principal[60]).toBeCloseTo(left * smm(12), 6);
    expect(cprUnderShock(t, -1, env.curve, true)).toBeCloseTo(
      12 * multiple(DEFAULT_PREPAYMENT_MODEL, 0.5),
      12,
    );
  });

  it("leaves a fixed-rate loan's S-curve on its term's rate", () => {
    const fixed = testPosition({ rate: 4.5, termMonths: 360, cpr: 8 });
    const t = positionTerms(fixed);
    const flat = monthlyCurveRates(flatParCurve(3));
    expect(cprUnderShock(t, -1, flat, true)).toBeCloseTo(8 * multiple(DEFAULT_PREPAYMENT_MODEL, 1), 12);
    expect(at(fixed, "-100")?.marketValue).not.toBeCloseTo(
      at(fixed, "-100", CONSTANT_CPR_MODEL)?.marketValue ?? 0,
      0,
    );
  });
});
