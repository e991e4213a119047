import { describe, expect, it } from "vitest";
import { createFlows } from "../cashflows/flows.ts";
import { positionTerms } from "../cashflows/positionTerms.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import { testPosition } from "../cashflows/testTerms.ts";
import { HORIZON_MONTHS } from "../curve/curve.ts";
import type { Position } from "../positions/position.ts";
import { parallelShift } from "../scenarios/scenarios.ts";
import { addPositionLiquidity } from "./liquidityGap.ts";
import { GAP_BUCKETS, GAP_BUCKET_COUNT, addPositionGap } from "./repricingGap.ts";

const env = { curve: new Float64Array(HORIZON_MONTHS + 1).fill(2), shift: parallelShift(0) };

function buckets(p: Partial<Position>) {
  const t = positionTerms(testPosition(p));
  const f = createFlows();
  if (t.term > 0) projectTranche(t, t.balance, t.rate, 0, t.term, env, f);
  const liquidity = new Float64Array(GAP_BUCKET_COUNT);
  const repricing = new Float64Array(GAP_BUCKET_COUNT);
  addPositionLiquidity(t, f, liquidity);
  addPositionGap(t, f, repricing);
  return { liquidity: Array.from(liquidity), repricing: Array.from(repricing) };
}

const at = (id: string) => GAP_BUCKETS.findIndex((b) => b.id === id);
const total = (g: number[]) => g.reduce((a, b) => a + b, 0);

/** Principal of a level-payment loan received in months (from, to], computed from its schedule. */
function levelPrincipal(balance: number, annualRate: number, months: number, from: number, to: number) {
  const r = annualRate / 1200;
  const payment = (balance * r) / (1 - (1 + r) ** -months);
  let left = balance;
  let received = 0;
  for (let m = 1; m <= to; m++) {
    const principal = payment - left * r;
    if (m > from) received += principal;
    left -= principal;
  }
  return received;
}

describe("liquidity gap", () => {
  it("follows an adjustable loan's principal to maturity instead of putting it at its first reset", () => {
    // A 20-year HELOC that resets every 3 months: repricing puts nearly all of it in 0-3 months.
    const heloc = { termMonths: 240, repriceMonths: 3, index: 12, margin: 1, rate: 5 };
    const { liquidity, repricing } = buckets(heloc);
    expect(repricing[at("0-3m")]).toBeGreaterThan(0.99e6);
    expect(liquidity[at("0-3m")]).toBeLessThan(0.02e6);
    expect(liquidity[at("10y+")]).toBeGreaterThan(0.3e6);
    expect(total(liquidity)).toBeCloseTo(1e6, 4);
  });

  it("puts a fixed level loan's scheduled principal in the buckets it is paid in", () => {
    const { liquidity } = buckets({ termMonths: 60, rate: 6 });
    expect(liquidity[at("0-3m")]).toBeCloseTo(levelPrincipal(1e6, 6, 60, 0, 3), 4);
    expect(liquidity[at("1-2y")]).toBeCloseTo(levelPrincipal(1e6, 6, 60, 12, 24), 4);
    expect(liquidity[at("5-10y")]).toBe(0);
  });

  it("counts prepayments as cash when they come", () => {
    const plain = buckets({ termMonths: 360, rate: 6 }).liquidity;
    const prepaying = buckets({ termMonths: 360, rate: 6, cpr: 12 }).liquidity;
    const withinYear = (g: number[]) => g[at("0-3m")]! + g[at("3-6m")]! + g[at("6-12m")]!;
    // 12 % CPR prepays roughly 12 % of the balance in the first year, on top of the schedule.
    expect(withinYear(prepaying) - withinYear(plain)).toBeGreaterThan(0.1e6);
    expect(total(prepaying)).toBeCloseTo(1e6, 4);
  });

  it("has non-maturity deposits due on demand, where repricing spreads them by decay", () => {
    const deposit = { amortization: "nonmaturity" as const, termMonths: null, decay: 10, rate: 0.5 };
    const { liquidity, repricing } = buckets(deposit);
    expect(liquidity[at("0-3m")]).toBe(1e6);
    expect(repricing[at("0-3m")]).toBeLessThan(0.1e6);
  });

  it("keeps balances without cash flows (fixed assets, capital) apart", () => {
    const { liquidity } = buckets({ amortization: "none", termMonths: null, rate: 0 });
    expect(liquidity[at("nonSensitive")]).toBe(1e6);
  });
});
