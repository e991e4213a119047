import { describe, expect, it } from "vitest";
import type { RateEnv } from "../cashflows/flows.ts";
import { createFlows } from "../cashflows/flows.ts";
import { positionTerms } from "../cashflows/positionTerms.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import { testPosition } from "../cashflows/testTerms.ts";
import { HORIZON_MONTHS } from "../curve/curve.ts";
import type { Position } from "../positions/position.ts";
import { RAMPS, SHOCKS, scenarioShift } from "../scenarios/scenarios.ts";
import type { Scenario } from "../scenarios/scenarios.ts";
import { IncomeScratch, projectInterest, projectRunoffInterest } from "./projectInterest.ts";

const curve = new Float64Array(HORIZON_MONTHS + 1).fill(3);
const env = (s: Scenario): RateEnv => ({ curve, shift: scenarioShift(s) });
const shock = (bp: number) => SHOCKS.find((s) => s.bp === bp) as Scenario;
const ramp = (bp: number) => RAMPS.find((s) => s.bp === bp) as Scenario;

function interest(p: Partial<Position>, scenarios: Scenario[], years = 2): number[][] {
  const out = new Float64Array(scenarios.length * years);
  projectInterest(positionTerms(testPosition(p)), scenarios.map(env), years, new IncomeScratch(), out);
  return scenarios.map((_, s) => Array.from(out.subarray(s * years, (s + 1) * years)));
}

describe("projectInterest (static balance sheet)", () => {
  it("earns the position's own rate in the base scenario: run-off is replaced at the same rate", () => {
    for (const p of [
      { amortization: "level" as const, rate: 5, termMonths: 60, cpr: 20 },
      { amortization: "bullet" as const, rate: 2, termMonths: 12, paymentMonths: 3 },
      { amortization: "bullet" as const, rate: 2, termMonths: 7, cpr: 10 },
    ]) {
      const [[y1, y2]] = interest(p, [shock(0)]);
      expect(y1).toBeCloseTo((1e6 * p.rate) / 100, 6);
      expect(y2).toBeCloseTo((1e6 * p.rate) / 100, 6);
    }
  });

  it("earns the shocked rate on exactly the balance that has been replaced", () => {
    const p = { rate: 5, termMonths: 60, cpr: 20 };
    const [[y1, y2]] = interest(p, [shock(200)]);
    const t = positionTerms(testPosition(p));
    const book = createFlows();
    // The book prepays along its S-curve under the shock (slower as rates rise).
    projectTranche(t, 1e6, 5, 0, 24, env(shock(200)), book);
    let expected1 = 0;
    let expected2 = 0;
    let bal = 1e6;
    for (let m = 1; m <= 24; m++) {
      const monthly = (bal * 5 + (1e6 - bal) * 7) / 1200;
      if (m <= 12) expected1 += monthly;
      else expected2 += monthly;
      bal -= book.principal[m];
    }
    expect(y1).toBeCloseTo(expected1, 6);
    expect(y2).toBeCloseTo(expected2, 6);
  });

  it("reinvests a maturing certificate at the rate of the ramp in force", () => {
    const [[y1, y2]] = interest({ amortization: "bullet", rate: 1, termMonths: 12 }, [ramp(300)]);
    expect(y1).toBeCloseTo(10_000, 6);
    expect(y2).toBeCloseTo(40_000, 6);
  });

  it("moves deposit rates by beta × shift after a three-month lag, ramps included, floored at zero", () => {
    const p = { amortization: "nonmaturity" as const, rate: 0.5, termMonths: null, decay: 15, beta: 0.4 };
    const [base, up, rising, down] = interest(p, [shock(0), shock(100), ramp(400), shock(-200)]);
    expect(base).toEqual([5000, 5000]);
    // +100: 0.5 % for months 1-3, 0.9 % for months 4-12.
    expect(up[0]).toBeCloseTo((1e6 * (3 * 0.5 + 9 * 0.9)) / 1200, 6);
    // Ramp +400 (4 % × min(m, 12)/12 in month m) reaches the deposit in month m + 3:
    // year 1 adds 0.4 × 4/12 × (1 + … + 9); year 2 adds 0.4 × (4/12 × (10 + 11 + 12) + 9 × 4).
    expect(rising[0]).toBeCloseTo((1e6 * (6 + (0.4 * 4 * 45) / 12)) / 1200, 6);
    expect(rising[1]).toBeCloseTo((1e6 * (6 + 0.4 * ((4 * 33) / 12 + 36))) / 1200, 6);
    // -200: 0.5 % until the lag ends, then 0.5 - 0.8 floored at zero.
    expect(down[0]).toBeCloseTo((1e6 * 3 * 0.5) / 1200, 6);
    expect(down[1]).toBe(0);
  });

  it("resets adjustable balances, old and new, to index + margin", () => {
    const p = { rate: 2, termMonths: 120, repriceMonths: 12, index: 12, margin: 2.5, cpr: 10 };
    const [[, base2], [, up2]] = interest(p, [shock(0), shock(100)]);
    expect(base2).toBeCloseTo(1e6 * 0.055, 6);
    expect(up2).toBeCloseTo(1e6 * 0.065, 6);
  });

  it("replaces a position bought above market at the market's rate: only the position earns its own", () => {
    // A one-month note at 5 % when the market pays 3 %: month 1 earns 5 %, every month after 3 %
    // (it earned 5 % for both years, 2026-12-06), and under +200 bp 5 % then 5 %.
    const bought = { amortization: "bullet" as const, rate: 5, termMonths: 1, aboveMarket: 2 };
    const [[y1, y2], [up1]] = interest(bought, [shock(0), shock(200)]);
    expect(y1).toBeCloseTo((1e6 * (5 + 11 * 3)) / 1200, 6);
    expect(y2).toBeCloseTo(1e6 * 0.03, 6);
    expect(up1).toBeCloseTo((1e6 * (5 + 11 * 5)) / 1200, 6);
    // Below market (a borrowing typed at 0 %), the replacement pays the market's rate too.
    const [[cheap1]] = interest({ ...bought, rate: 0, aboveMarket: -3 }, [shock(0)]);
    expect(cheap1).toBeCloseTo((1e6 * 11 * 3) / 1200, 6);
    // An adjustable one's new volume resets at the market's margin.
    const adjustable = { rate: 6, termMonths: 12, repriceMonths: 1, index: 1, margin: 3, aboveMarket: 1 };
    const [[, later]] = interest(adjustable, [shock(0)]);
    expect(later).toBeCloseTo(1e6 * 0.05, 6);
  });

  it("amortizes a premium paid by the interest method: the level yield on what the position cost", () => {
    // A 36-month note at 10 % paying monthly, bought for $36,000 over par: it earns the yield at
    // which its flows are worth $1,036,000, on what it is carried at (it earned its whole coupon,
    // 2026-12-06). The textbook schedule, from the flows alone:
    const flows = Array.from({ length: 36 }, (_, i) => 1e6 * (0.1 / 12) + (i === 35 ? 1e6 : 0));
    const worth = (y: number) => flows.reduce((sum, f, i) => sum + f / (1 + y / 12) ** (i + 1), 0);
    let [low, high] = [0, 0.2];
    for (let i = 0; i < 100; i++)
      [low, high] = worth((low + high) / 2) > 1_036_000 ? [(low + high) / 2, high] : [low, (low + high) / 2];
    let carried = 1_036_000;
    const earned = [0, 0, 0];
    flows.forEach((f, i) => {
      const income = (carried * low) / 12;
      earned[Math.floor(i / 12)] += income;
      carried += income - f;
    });
    const note = { amortization: "bullet" as const, rate: 10, termMonths: 36, premium: 36_000 };
    const [[y1, y2, y3], [up1]] = interest(note, [shock(0), shock(200)], 3);
    expect(y1).toBeCloseTo(earned[0] as number, 4);
    expect(y2).toBeCloseTo(earned[1] as number, 4);
    expect(y1 + y2 + (y3 as number)).toBeCloseTo(300_000 - 36_000, 4);
    expect(y1).toBeGreaterThan(y2);
    expect(up1).toBeCloseTo(y1, 6);
    // A discount (a liability issued for less than it owes) adds to the expense, as accretion.
    const [[owed]] = interest({ ...note, rate: 0, termMonths: 12, premium: -12_000 }, [shock(0)]);
    expect(owed).toBeCloseTo(12_000, 6);
    // An adjustable loan bought at a 3 % start rate for a year and a 10 % margin: its premium is for
    // the margin, and while the start rate lasts it earns more than its coupon (by balance
    // outstanding, the first year earned less).
    const teaser = {
      amortization: "bullet" as const,
      rate: 3,
      termMonths: 24,
      repriceMonths: 12,
      index: 12,
      margin: 10,
      premium: 90_000,
    };
    const [[t1, t2]] = interest(teaser, [shock(0)]);
    expect(t1).toBeGreaterThan(30_000);
    expect(t1 + t2).toBeCloseTo(30_000 + 130_000 - 90_000, 4);
    // A loan that pays down amortizes more while more is outstanding, all of it over its life.
    const loan = { amortization: "level" as const, rate: 6, termMonths: 24, premium: 24_000 };
    const [[l1, l2]] = interest(loan, [shock(0)]);
    const [[p1, p2]] = interest({ ...loan, premium: 0 }, [shock(0)]);
    expect(p1 - l1).toBeGreaterThan(p2 - l2);
    expect(p1 - l1 + (p2 - l2)).toBeCloseTo(24_000, 6);
    // Nothing replaced, the same schedule comes off.
    const out = new Float64Array(2);
    const balances = new Float64Array(2);
    const terms = positionTerms(testPosition(note));
    projectRunoffInterest(terms, [env(shock(0))], 2, new IncomeScratch(), out, balances);
    expect(out[0]).toBeCloseTo(y1, 6);
  });

  it("keeps non-rate-sensitive items at their own rate", () => {
    expect(interest({ amortization: "none", rate: 1.5, termMonths: null }, [shock(300)], 3)).toEqual([
      [15000, 15000, 15000],
    ]);
  });
});
