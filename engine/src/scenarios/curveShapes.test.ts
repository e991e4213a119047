import { describe, expect, it } from "vitest";
import { HORIZON_MONTHS } from "../curve/curve.ts";
import { KEY_RATE_TENORS, keyRateWeight, NON_PARALLEL_SHAPES } from "./curveShapes.ts";

const at = (id: string, months: number) =>
  (NON_PARALLEL_SHAPES.find((s) => s.id === id)?.byTenor[months] ?? NaN) * 100;

describe("curve shapes", () => {
  it("are the Basel IRRBB non-parallel shocks for USD (short 300, long 150 bp, decay 4 years)", () => {
    // BCBS d368 Annex 2, written out: short(t) = 300 e^(-t/4), long(t) = 150 (1 - e^(-t/4)).
    expect(at("shortUp", 0)).toBeCloseTo(300, 10);
    expect(at("shortUp", 60)).toBeCloseTo(300 * Math.exp(-1.25), 10);
    expect(at("shortDown", 120)).toBeCloseTo(-300 * Math.exp(-2.5), 10);
    expect(at("steepener", 0)).toBeCloseTo(-195, 10);
    expect(at("steepener", 360)).toBeCloseTo(
      -0.65 * 300 * Math.exp(-7.5) + 0.9 * 150 * (1 - Math.exp(-7.5)),
      10,
    );
    expect(at("flattener", 0)).toBeCloseTo(240, 10);
    expect(at("flattener", 360)).toBeCloseTo(
      0.8 * 300 * Math.exp(-7.5) - 0.6 * 150 * (1 - Math.exp(-7.5)),
      10,
    );
  });

  it("split a parallel move among the key tenors: the weights add up to 1 at every month", () => {
    for (let m = 0; m <= HORIZON_MONTHS; m++) {
      const sum = KEY_RATE_TENORS.reduce((s, _, k) => s + keyRateWeight(k, m), 0);
      expect(sum, `month ${m}`).toBeCloseTo(1, 12);
    }
    expect(keyRateWeight(4, 60)).toBe(1);
    expect(keyRateWeight(4, 48)).toBeCloseTo(0.5, 12);
    expect(keyRateWeight(4, 120)).toBe(0);
  });
});
