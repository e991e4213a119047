import { describe, expect, it } from "vitest";
import { testPosition } from "../cashflows/testTerms.ts";
import { flatMonthlyZero, flatParCurve } from "../curve/flatParCurve.ts";
import { valuePositions } from "../valuePositions.ts";
import {
  DEFAULT_DEPOSIT_MODEL,
  depositModelProblems,
  scenarioDecay,
  type DepositModel,
} from "./depositModel.ts";

/**
 * Non-maturity deposits valued as the industry does, recomputed here from first principles on a
 * flat par curve (whose bootstrapped zero curve is flat at the same semiannual yield): decay
 * run-off plus the dividends on what is left, the rate moving by beta after the lag, the decay
 * moving with the shock, discounted on Treasury + the funding spread.
 */
const PAR = 3;
const flatCurve = flatParCurve(PAR);
const deposit = testPosition({
  key: "Regular Shares",
  amortization: "nonmaturity",
  rate: 0.5,
  termMonths: null,
  decay: 20,
  beta: 0.4,
});

/** Present value by hand: monthly flows for 360 months, the rest repaid at the end. */
function handValue(shockBp: number, model: DepositModel): number {
  const shift = shockBp / 100;
  const par = Math.max(0, PAR + shift);
  const zeroMonthly = flatMonthlyZero(par);
  const discount = (m: number) => Math.pow(1 + (zeroMonthly + model.fundingSpreadBp / 100) / 1200, -m);
  const decay = Math.min(2, Math.max(0.5, 1 + model.decaySensitivity * shift)) * 20;
  const survival = Math.pow(1 - decay / 100, 1 / 12);
  let balance = 1_000_000;
  let value = 0;
  for (let m = 1; m <= 360; m++) {
    const rate = Math.max(0, 0.5 + (m > model.betaLagMonths ? 0.4 * shift : 0));
    const interest = (balance * rate) / 1200;
    const principal = m === 360 ? balance : balance * (1 - survival);
    value += (interest + principal) * discount(m);
    balance -= principal;
  }
  return value;
}

const marketValue = (bp: number, deposits?: Partial<DepositModel>) => {
  const v = valuePositions([deposit], flatCurve, { deposits });
  const id = bp === 0 ? "Base" : String(bp);
  return v.positions[0]?.scenarios.find((s) => s.scenario === id)?.marketValue ?? NaN;
};

describe("non-maturity deposit valuation", () => {
  it("discounts decay run-off and lagged beta dividends on the funding curve, at base and every shock", () => {
    for (const bp of [-300, -100, 0, 100, 300, 500]) {
      expect(marketValue(bp)).toBeCloseTo(handValue(bp, DEFAULT_DEPOSIT_MODEL), 4);
    }
  });

  it("follows each part of the model: funding spread, lag and decay by scenario", () => {
    const models: DepositModel[] = [
      { fundingSpreadBp: 60, betaLagMonths: 0, decaySensitivity: 0 },
      { fundingSpreadBp: 0, betaLagMonths: 12, decaySensitivity: 0 },
      { fundingSpreadBp: 0, betaLagMonths: 0, decaySensitivity: 0.25 },
    ];
    for (const model of models) {
      for (const bp of [0, 300]) expect(marketValue(bp, model)).toBeCloseTo(handValue(bp, model), 4);
    }
  });

  it("values deposits below par (a funding advantage) that loses value as rates rise, less than a fixed liability would", () => {
    const base = marketValue(0);
    const up = marketValue(300);
    expect(base).toBeLessThan(1_000_000);
    expect(up).toBeLessThan(base);
    // Faster run-off at +300 shortens the deposit: its value falls less than with a fixed decay.
    expect(base - up).toBeLessThan(
      marketValue(0, { decaySensitivity: 0 }) - marketValue(300, { decaySensitivity: 0 }),
    );
  });

  it("bounds the decay by scenario to half and twice the decay", () => {
    expect(scenarioDecay(20, 3, 0.1)).toBeCloseTo(26, 12);
    expect(scenarioDecay(20, -3, 0.1)).toBeCloseTo(14, 12);
    expect(scenarioDecay(20, 5, 0.5)).toBe(40);
    expect(scenarioDecay(20, -4, 0.5)).toBe(10);
  });

  it("refuses a model out of range, saying what each field must be", () => {
    expect(depositModelProblems(DEFAULT_DEPOSIT_MODEL)).toEqual([]);
    expect(depositModelProblems({ fundingSpreadBp: 2000, betaLagMonths: 1.5, decaySensitivity: -1 })).toEqual(
      [
        "fundingSpreadBp must be basis points from -500 to 1000; got 2000",
        "betaLagMonths must be whole months from 0 to 24; got 1.5",
        "decaySensitivity must be a share of the decay per 100 bp from 0 to 1; got -1",
      ],
    );
  });
  it("moves the dividend and the decay by the 3-month rate's change, which a floored shock stops at zero", () => {
    // On a flat 1 % curve, -100 and -300 both take every rate to zero: members see the same fall
    // of one point, so the deposit pays and runs off the same (the dividend did follow -3 points before).
    const low = flatParCurve(1);
    const at = (bp: number) =>
      valuePositions([deposit], low).positions[0]?.scenarios.find((s) => s.scenario === String(bp))
        ?.marketValue;
    expect(at(-300)).toBeCloseTo(at(-100) ?? NaN, 6);
    expect(at(-200)).toBeCloseTo(at(-100) ?? NaN, 6);
  });
});
