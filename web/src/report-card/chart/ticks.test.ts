import { describe, expect, it } from "vitest";
import { tickCount, tickStep, valueTicks } from "./ticks.ts";

describe("value axis ticks", () => {
  it("follow d3's tick steps", () => {
    expect(tickStep(0, 20, 5)).toBe(5);
    expect(tickStep(3.04, 3.18, 5)).toBeCloseTo(0.02);
    expect(tickStep(0, 26e6, 5)).toBe(5e6);
    expect(tickStep(1, 1, 5)).toBe(1);
  });

  it("widen the axis to whole steps so that it starts and ends on a labelled tick", () => {
    expect(valueTicks({ min: -35e6, max: 113e6 }, 5)).toEqual({
      min: -40e6,
      max: 120e6,
      step: 20e6,
      ticks: [-40e6, -20e6, 0, 20e6, 40e6, 60e6, 80e6, 100e6, 120e6],
    });
    expect(valueTicks({ min: 3.04, max: 3.18 }, 5).ticks).toEqual([
      3.04, 3.06, 3.08, 3.1, 3.12, 3.14, 3.16, 3.18,
    ]);
    expect(valueTicks({ min: 0, max: 100 }, 4).ticks).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it("give short axes fewer ticks", () => {
    expect(tickCount(212)).toBe(5);
    expect(tickCount(60)).toBe(2);
    expect(tickCount(600, 90)).toBe(6);
  });
});
