import { describe, expect, it } from "vitest";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import { testPosition } from "../cashflows/testTerms.ts";
import { valuePositions, type ScenarioSensitivity } from "../valuePositions.ts";

// 2021-12-31: every par yield is below 2.1 %, so −300 and −400 put the whole curve on the floor.
const LOW_CURVE = treasuryCurve("2021-12-31")?.points ?? [];
// 2022-07-29: every par yield is above 2.2 %, so −100 and −200 leave the floor alone.
const HIGH_CURVE = treasuryCurve("2022-07-29")?.points ?? [];

/** A 5-year bullet paying 2 % semiannually: 10 coupons of 1 % and the principal. */
const BOND = testPosition({ key: "bond", rate: 2, amortization: "bullet", paymentMonths: 6 });

/** Price per 100 of BOND on a flat par curve of y percent (semiannual): the textbook bond price. */
function closedFormPrice(y: number): number {
  const v = 1 / (1 + y / 200);
  let price = 100 * v ** 10;
  for (let n = 1; n <= 10; n++) price += v ** n;
  return price;
}

const byScenario = (curve = LOW_CURVE) => {
  const [bond] = valuePositions([BOND], curve).positions;
  return new Map<string, ScenarioSensitivity>(bond.scenarios.map((s) => [s.scenario, s]));
};
const valueAt = (m: Map<string, ScenarioSensitivity>, id: string) => m.get(id)?.marketValue ?? NaN;

describe("effective duration at a floored down shock", () => {
  it("moves the floored scenario curve up 100 bp, one-sided, as the closed-form bond price says", () => {
    // On the zero curve the bond is worth its undiscounted flows; 100 bp up is a flat 1 % par
    // curve, 200 bp up a flat 2 %: the bond's textbook prices.
    const p0 = closedFormPrice(0);
    const up = closedFormPrice(1);
    const up2 = closedFormPrice(2);
    const duration = (p0 - up) / (p0 * 0.01);
    const convexity = (p0 - 2 * up + up2) / (p0 * 0.01 * 0.01);
    const scenarios = byScenario();
    for (const id of ["-400", "-300"]) {
      const s = scenarios.get(id);
      expect(s?.price, id).toBeCloseTo(p0, 8);
      expect(s?.effDuration, id).toBeCloseTo(duration, 8);
      expect(s?.effConvexity, id).toBeCloseTo(convexity, 6);
    }
    // A CFO reads years of rate risk, not the floor: about the bond's duration at base.
    expect(duration).toBeGreaterThan(4.5);
  });

  it("goes one-sided at every shock the floor changed, and at Base whose down move it cuts", () => {
    const s = byScenario();
    // −200 floors every tenor of this curve, as −400 does: the same curve, the same duration.
    expect(s.get("-200")?.effDuration).toBe(s.get("-400")?.effDuration);
    // −100 floors the tenors up to 3 years: the bond's years, near those on the zero curve, not 0.
    const onZero = s.get("-400")?.effDuration ?? NaN;
    expect(Math.abs((s.get("-100")?.effDuration ?? NaN) / onZero - 1)).toBeLessThan(0.01);
    // Base's curve is whole but its down move (−100) is floored: one-sided from +100 and +200.
    const [p0, up, up2] = ["Base", "100", "200"].map((id) => valueAt(s, id));
    expect(s.get("Base")?.effDuration).toBeCloseTo((p0 - up) / (p0 * 0.01), 10);
    expect(s.get("Base")?.effConvexity).toBeCloseTo((p0 - 2 * up + up2) / (p0 * 1e-4), 6);
  });

  it("measures Base one-sided on a flat 0.5 % curve, where −100 bp puts every tenor on the floor", () => {
    // The textbook prices of the bond at 0.5 % (Base), 0 % (−100, floored from −0.5 %), 1.5 % and 2.5 %.
    const [p0, floored, up, up2] = [0.5, 0, 1.5, 2.5].map(closedFormPrice);
    const flat = [1, 3, 6, 12, 24, 36, 60, 84, 120, 240, 360].map((tenorMonths) => ({
      tenorMonths,
      rate: 0.5,
    }));
    const base = byScenario(flat).get("Base");
    expect(base?.price).toBeCloseTo(p0, 8);
    const duration = (p0 - up) / (p0 * 0.01);
    const convexity = (p0 - 2 * up + up2) / (p0 * 1e-4);
    expect(base?.effDuration).toBeCloseTo(duration, 8);
    expect(base?.effConvexity).toBeCloseTo(convexity, 6);
    // The bond's textbook duration and convexity at 0.5 % (−(dP/dy)/P 4.78, (d²P/dy²)/P 25.8): the
    // one-sided figures (4.65, 24.4) are within C·Δ/2 of them, as the Handbook's truncation allows.
    const at = (dy: number) => closedFormPrice(0.5 + dy * 100);
    const textbook = (at(-1e-4) - at(1e-4)) / (2 * p0 * 1e-4);
    const textbookConvexity = (at(-1e-4) + at(1e-4) - 2 * p0) / (p0 * 1e-8);
    expect(Math.abs(duration - textbook)).toBeLessThan((textbookConvexity * 0.01) / 2);
    expect(Math.abs(convexity / textbookConvexity - 1)).toBeLessThan(0.1);
    // The central difference over the floored down leg (a 50 bp fall divided as 100) read 3.54
    // years and a convexity of −223.
    expect(duration - (floored - up) / (2 * p0 * 0.01)).toBeGreaterThan(1);
    expect((floored + up - 2 * p0) / (p0 * 1e-4)).toBeLessThan(-200);
  });

  it("differences the neighbouring shocks where the floor cuts neither leg", () => {
    for (const [curve, ids] of [
      [LOW_CURVE, ["100", "200", "300", "400"]],
      [HIGH_CURVE, ["-100", "Base", "100", "200"]],
    ] as const) {
      const s = byScenario(curve);
      const all = ["-400", "-300", "-200", "-100", "Base", "100", "200", "300", "400", "500"];
      for (const id of ids) {
        const at = all.indexOf(id);
        const [down, p0, up] = [all[at - 1], id, all[at + 1]].map((k) => valueAt(s, k));
        expect(s.get(id)?.effDuration, id).toBeCloseTo((down - up) / (2 * p0 * 0.01), 10);
        expect(s.get(id)?.effConvexity, id).toBeCloseTo((down + up - 2 * p0) / (p0 * 1e-4), 6);
      }
    }
  });
});
