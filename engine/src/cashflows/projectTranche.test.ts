import { describe, expect, it } from "vitest";
import { HORIZON_MONTHS } from "../curve/curve.ts";
import { DEFAULT_DEPOSIT_MODEL } from "../deposits/depositModel.ts";
import { createFlows } from "./flows.ts";
import type { Flows, RateEnv } from "./flows.ts";
import { positionTerms, smm } from "./positionTerms.ts";
import { projectTranche } from "./projectTranche.ts";
import { testPosition } from "./testTerms.ts";
import type { Position } from "../positions/position.ts";

const flat = (rate: number, shift = 0): RateEnv => ({
  curve: new Float64Array(HORIZON_MONTHS + 1).fill(rate),
  shift: new Float64Array(HORIZON_MONTHS + 1).fill(shift),
});

function project(p: Partial<Position>, env = flat(2)): Flows {
  const t = positionTerms(testPosition(p));
  const f = createFlows();
  projectTranche(t, t.balance, t.rate, 0, t.term, env, f);
  return f;
}

const balances = (f: Flows, start: number, months: number) => {
  const out = [start];
  for (let m = 1; m <= months; m++) out.push(out[m - 1] - f.principal[m]);
  return out;
};

const annuity = (b: number, i: number, n: number) => (b * i) / (1 - Math.pow(1 + i, -n));

describe("projectTranche", () => {
  it("turns an annual CPR into the single monthly mortality 1-(1-CPR)^(1/12)", () => {
    expect(smm(12)).toBeCloseTo(1 - Math.pow(0.88, 1 / 12), 15);
    expect(1 - Math.pow(1 - smm(18), 12)).toBeCloseTo(0.18, 14);
  });

  it("amortizes a level-payment loan on the annuity schedule", () => {
    const f = project({ rate: 6, termMonths: 60 });
    const i = 0.005;
    const pmt = annuity(1e6, i, 60);
    const bal = balances(f, 1e6, 60);
    for (const k of [1, 12, 37, 59]) {
      expect(bal[k]).toBeCloseTo(
        (1e6 * (Math.pow(1 + i, 60) - Math.pow(1 + i, k))) / (Math.pow(1 + i, 60) - 1),
        6,
      );
      expect(f.principal[k] + f.interest[k]).toBeCloseTo(pmt, 8);
    }
    expect(bal[60]).toBeCloseTo(0, 6);
  });

  it("prepays SMM of the balance left after scheduled principal and re-amortizes the payment", () => {
    const f = project({ rate: 6, termMonths: 60, cpr: 18 });
    const i = 0.005;
    const s = smm(18);
    const pmt = annuity(1e6, i, 60);
    const scheduled1 = pmt - 1e6 * i;
    expect(f.principal[1]).toBeCloseTo(scheduled1 + (1e6 - scheduled1) * s, 8);
    const bal = balances(f, 1e6, 60);
    for (const k of [1, 10, 30, 59]) {
      const scheduledOnly = (1e6 * (Math.pow(1 + i, 60) - Math.pow(1 + i, k))) / (Math.pow(1 + i, 60) - 1);
      expect(bal[k]).toBeCloseTo(scheduledOnly * Math.pow(1 - s, k), 6);
      // Payment due in month k+1, re-amortized over the remaining term.
      const due = annuity(bal[k], i, 60 - k);
      expect(due).toBeCloseTo(pmt * Math.pow(1 - s, k), 6);
    }
    expect(bal[60]).toBeCloseTo(0, 6);
  });

  it("pays bullet interest every payment period, prorated for a short first period, and principal at maturity", () => {
    const f = project({ amortization: "bullet", rate: 4, termMonths: 10, paymentMonths: 3 });
    const monthly = (1e6 * 4) / 1200;
    expect([f.interest[1], f.interest[2], f.interest[4], f.interest[7], f.interest[10]]).toEqual([
      monthly,
      0,
      expect.closeTo(3 * monthly, 8),
      expect.closeTo(3 * monthly, 8),
      expect.closeTo(3 * monthly, 8),
    ]);
    expect(f.principal[10]).toBe(1e6);
    expect(f.principal.reduce((a, b) => a + b, 0)).toBe(1e6);
  });

  it("runs a deposit off at its decay moved by the shift, moves its rate by beta × shift after the lag floored at zero, and repays the rest at 30 years", () => {
    const env = flat(2, 1);
    const deposit = {
      amortization: "nonmaturity" as const,
      rate: 0.5,
      termMonths: null,
      decay: 12,
      beta: 0.4,
    };
    const f = project(deposit, env);
    const bal = balances(f, 1e6, 360);
    // +100 bp: the default model's decay sensitivity 0.1 runs the 12 % decay 10 % faster.
    expect(DEFAULT_DEPOSIT_MODEL.decaySensitivity).toBe(0.1);
    for (const k of [1, 12, 120]) expect(bal[k]).toBeCloseTo(1e6 * Math.pow(1 - 0.132, k / 12), 6);
    // The default model's three-month lag: the old rate through month 3, the new one from month 4.
    expect(DEFAULT_DEPOSIT_MODEL.betaLagMonths).toBe(3);
    for (const m of [1, 2, 3]) expect(f.accrued[m]).toBeCloseTo((bal[m - 1] * 0.5) / 1200, 8);
    expect(f.accrued[4]).toBeCloseTo((bal[3] * (0.5 + 0.4)) / 1200, 8);
    expect(bal[360]).toBeCloseTo(0, 6);
    const down = project(deposit, flat(2, -3));
    expect(down.accrued[3]).toBeGreaterThan(0);
    expect(down.accrued[4]).toBe(0);
    const t = positionTerms(testPosition(deposit), {}, 0, { ...DEFAULT_DEPOSIT_MODEL, betaLagMonths: 0 });
    const now = createFlows();
    projectTranche(t, t.balance, t.rate, 0, t.term, env, now);
    expect(now.accrued[1]).toBeCloseTo((1e6 * (0.5 + 0.4)) / 1200, 8);
  });

  it("resets an adjustable rate every repriceMonths to index + margin and re-amortizes", () => {
    const env = flat(2, 1);
    const f = project({ rate: 3, termMonths: 120, repriceMonths: 12, index: 12, margin: 2.5 }, env);
    const bal = balances(f, 1e6, 120);
    expect(f.accrued[12]).toBeCloseTo((bal[11] * 3) / 1200, 8);
    expect(f.accrued[13]).toBeCloseTo((bal[12] * 5.5) / 1200, 8);
    const newRate = 5.5 / 1200;
    expect(f.principal[13] + f.interest[13]).toBeCloseTo(annuity(bal[12], newRate, 108), 8);
    expect(f.accrued[25]).toBeCloseTo((bal[24] * 5.5) / 1200, 8);
    expect(bal[120]).toBeCloseTo(0, 6);
  });

  it("floors an adjustable index at zero before adding the margin", () => {
    const f = project({ rate: 3, termMonths: 36, repriceMonths: 6, index: 3, margin: 1.5 }, flat(0.5, -2));
    const bal = balances(f, 1e6, 36);
    expect(f.accrued[7]).toBeCloseTo((bal[6] * 1.5) / 1200, 8);
  });

  it("repays exactly the balance for every kind", () => {
    for (const p of [
      { amortization: "level" as const, cpr: 25, paymentMonths: 3, termMonths: 40 },
      { amortization: "bullet" as const, cpr: 10, paymentMonths: 6, termMonths: 84 },
      { amortization: "nonmaturity" as const, termMonths: null, decay: 30 },
    ]) {
      const f = project(p);
      expect(f.principal.reduce((a, b) => a + b, 0)).toBeCloseTo(1e6, 6);
    }
  });
});
