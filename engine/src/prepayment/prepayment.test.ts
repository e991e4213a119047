import { describe, expect, it } from "vitest";
import { testPosition } from "../cashflows/testTerms.ts";
import { createFlows } from "../cashflows/flows.ts";
import { positionTerms } from "../cashflows/positionTerms.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import { monthlyCurveRates } from "../curve/curve.ts";
import { flatMonthlyZero, flatParCurve } from "../curve/flatParCurve.ts";
import { scenarioShift } from "../scenarios/scenarios.ts";
import type { Position } from "../positions/position.ts";
import { valuePositions } from "../valuePositions.ts";
import {
  CONSTANT_CPR_MODEL,
  DEFAULT_PREPAYMENT_MODEL,
  prepaymentModelProblems,
  type PrepaymentModel,
} from "./prepaymentModel.ts";

/**
 * Prepayment that follows the refinancing incentive, recomputed here from first principles on a
 * flat par curve (its bootstrapped zero curve is flat at the same semiannual yield): a level
 * loan amortizing monthly, prepaying the CPR of its S-curve for the shock (ramped by age while it
 * seasons), discounted on the shocked curve.
 */
const PAR = 3;
const flatCurve = flatParCurve(PAR);
const MODEL: PrepaymentModel = { refiSensitivity: 2, minMultiple: 0.4, maxMultiple: 5, seasoningMonths: 30 };
const mortgage = testPosition({ key: "Fixed 30 Yr", rate: 4.5, termMonths: 360, cpr: 8, ageMonths: 6 });

/** The S-curve written out: a logistic from low to high, through 1 at no change in incentive. */
function multiple(model: PrepaymentModel, incentive: number): number {
  const { minMultiple: lo, maxMultiple: hi, refiSensitivity: k } = model;
  const atZero = (1 - lo) / (hi - lo);
  const shiftToOne = Math.log(atZero / (1 - atZero));
  return lo + (hi - lo) / (1 + Math.exp(-(k * incentive + shiftToOne)));
}

function handValue(p: Position, shockBp: number, model: PrepaymentModel): number {
  // Market rates cannot fall below zero (the engine's default floor): nor can the incentive grow past it.
  const shift = Math.max(shockBp / 100, -PAR);
  const zeroMonthly = flatMonthlyZero(PAR + shift);
  const discount = (m: number) => Math.pow(1 + zeroMonthly / 1200, -m);
  const n = p.termMonths ?? 0;
  const i = p.rate / 1200;
  const cpr = Math.min(99.99, p.cpr * multiple(model, -shift));
  let balance = p.balance;
  let value = 0;
  for (let m = 1; m <= n; m++) {
    const age = (p.ageMonths ?? Infinity) + m;
    const ramped = age < model.seasoningMonths ? (cpr * age) / model.seasoningMonths : cpr;
    const smm = 1 - Math.pow(1 - ramped / 100, 1 / 12);
    const interest = balance * i;
    const payment = (balance * i) / (1 - Math.pow(1 + i, -(n - m + 1)));
    const scheduled = m === n ? balance : payment - interest;
    const prepaid = (balance - scheduled) * smm;
    value += (interest + scheduled + prepaid) * discount(m);
    balance -= scheduled + prepaid;
  }
  return value;
}

const valued = (p: Position, model: PrepaymentModel) => valuePositions([p], flatCurve, { prepayment: model });
const marketValue = (p: Position, bp: number, model: PrepaymentModel) =>
  valued(p, model).positions[0]?.scenarios.find((s) => s.scenario === (bp === 0 ? "Base" : String(bp)))
    ?.marketValue ?? NaN;

describe("prepayment S-curve and seasoning", () => {
  it("values a seasoning mortgage whose CPR follows the incentive, at base and every shock, to 1e-6 dollars", () => {
    for (const bp of [-400, -300, -100, 0, 100, 300, 400]) {
      expect(marketValue(mortgage, bp, MODEL), `${bp} bp`).toBeCloseTo(handValue(mortgage, bp, MODEL), 6);
    }
    // A seasoned loan (no age) prepays at the full S-curve speed from the first month.
    const seasoned = { ...mortgage, ageMonths: null };
    for (const bp of [-200, 200]) {
      expect(marketValue(seasoned, bp, MODEL)).toBeCloseTo(handValue(seasoned, bp, MODEL), 6);
    }
  });

  it("stops the incentive where market rates reach zero: -400 and -500 bp value alike on a 3 % curve", () => {
    const v = valued(mortgage, MODEL).positions[0];
    const at = (id: string) => v?.scenarios.find((s) => s.scenario === id)?.marketValue ?? NaN;
    expect(at("-400")).toBeCloseTo(at("-300"), 6);
  });

  it("passes through the position's CPR at today's rates and bends between its floor and ceiling", () => {
    const cprAt = (bp: number) => 8 * multiple(MODEL, -bp / 100);
    expect(cprAt(0)).toBeCloseTo(8, 12);
    expect(cprAt(300)).toBeLessThan(8 * 0.5);
    expect(cprAt(300)).toBeGreaterThan(8 * MODEL.minMultiple);
    expect(cprAt(-300)).toBeGreaterThan(8 * 4.5);
    // The engine's value at base equals the hand value with the CPR unchanged: the curve passes through 1.
    expect(marketValue(mortgage, 0, MODEL)).toBeCloseTo(
      handValue(mortgage, 0, CONSTANT_CPR_MODEL_SEASONED),
      6,
    );
  });

  it("gives a premium mortgage negative convexity, which a constant CPR does not", () => {
    const premium = testPosition({ rate: 4, termMonths: 360, cpr: 8 });
    const base = (model: PrepaymentModel) =>
      valued(premium, model).positions[0]?.scenarios.find((s) => s.scenario === "Base");
    expect(base(MODEL)?.effConvexity).toBeLessThan(0);
    expect(base(CONSTANT_CPR_MODEL)?.effConvexity).toBeGreaterThan(0);
    // A discount loan gains more as falling rates speed its repayment at par and loses more as rising
    // rates slow it: its duration is longer than at a constant CPR; a premium loan's is shorter.
    const discount = testPosition({ rate: 2.5, termMonths: 360, cpr: 8 });
    const duration = (p: Position, model: PrepaymentModel) =>
      valued(p, model).positions[0]?.scenarios.find((s) => s.scenario === "Base")?.effDuration ?? NaN;
    expect(duration(discount, MODEL)).toBeGreaterThan(duration(discount, CONSTANT_CPR_MODEL));
    expect(duration(premium, MODEL)).toBeLessThan(duration(premium, CONSTANT_CPR_MODEL));
  });

  it("takes a group's slope and seasoning from the H3 overrides", () => {
    const withOverride = valuePositions([mortgage], flatCurve, {
      prepayment: CONSTANT_CPR_MODEL,
      overrides: [{ group: "Fixed 30 Yr", refiSensitivity: 2, seasoningMonths: 30 }],
    });
    const grouped = { ...CONSTANT_CPR_MODEL, refiSensitivity: 2, seasoningMonths: 30 };
    const at300 = withOverride.positions[0]?.scenarios.find((s) => s.scenario === "300")?.marketValue;
    expect(at300).toBeCloseTo(handValue(mortgage, 300, grouped), 6);
  });

  it("starts new volume at age 0 and measures its incentive from the rates it was originated at", () => {
    // A tranche originated at the end of month 6 of a +300 ramp, bullet so that only prepayment moves principal.
    const t = positionTerms(
      testPosition({ amortization: "bullet", rate: 4, termMonths: 60, cpr: 12 }),
      {},
      0,
      undefined,
      MODEL,
    );
    const shift = scenarioShift({ id: "Ramp+300", label: "", kind: "ramp", bp: 300 });
    const flows = createFlows();
    projectTranche(t, 1e6, 4, 6, 66, { curve: monthlyCurveRates(flatCurve), shift }, flows);
    const smm = (cpr: number) => 1 - Math.pow(1 - cpr / 100, 1 / 12);
    // Month 7: one month old, rates as at origination: the S-curve at no change, ramped 1/30.
    expect(flows.principal[7]).toBeCloseTo(1e6 * smm((12 * 1) / 30), 6);
    // Month 8: two months old, rates 25 bp above its origination: the S-curve at -0.25, ramped 2/30.
    const left = 1e6 - (flows.principal[7] ?? 0);
    expect(flows.principal[8]).toBeCloseTo(left * smm((12 * multiple(MODEL, -0.25) * 2) / 30), 6);
  });

  it("refuses a model whose S-curve cannot pass through 1 or whose numbers are out of range", () => {
    expect(prepaymentModelProblems(DEFAULT_PREPAYMENT_MODEL)).toEqual([]);
    expect(prepaymentModelProblems({ ...MODEL, minMultiple: 1.2 })).toEqual([
      "minMultiple must be a multiple of the CPR below 1 from 0 to 1; got 1.2",
    ]);
    expect(prepaymentModelProblems({ ...MODEL, seasoningMonths: 2.5 })[0]).toContain("seasoningMonths");
    expect(prepaymentModelProblems({ ...MODEL, refiSensitivity: Number.NaN })[0]).toContain(
      "refiSensitivity",
    );
  });
});

/** The same loan and seasoning with the CPR fixed at the position's own. */
const CONSTANT_CPR_MODEL_SEASONED: PrepaymentModel = { ...CONSTANT_CPR_MODEL, seasoningMonths: 30 };
