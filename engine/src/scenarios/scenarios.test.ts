import { describe, expect, it } from "vitest";
import { RAMPS, SHOCKS, scenarioShift } from "./scenarios.ts";

describe("scenarios", () => {
  it("has shocks -400 … +500 and ramps ±100 … ±400", () => {
    expect(SHOCKS.map((s) => s.id)).toEqual([
      "-400",
      "-300",
      "-200",
      "-100",
      "Base",
      "100",
      "200",
      "300",
      "400",
      "500",
    ]);
    expect(RAMPS.map((s) => s.id)).toEqual([
      "Ramp-400",
      "Ramp-300",
      "Ramp-200",
      "Ramp-100",
      "Ramp+100",
      "Ramp+200",
      "Ramp+300",
      "Ramp+400",
    ]);
  });

  it("applies a shock in full from month 1 and a ramp linearly over 12 months", () => {
    const shock = scenarioShift(SHOCKS[7]);
    expect([shock[0], shock[1], shock[240]]).toEqual([0, 3, 3]);
    const ramp = scenarioShift(RAMPS[0]);
    expect(ramp[1]).toBeCloseTo(-4 / 12, 15);
    expect(ramp[6]).toBeCloseTo(-2, 15);
    expect([ramp[12], ramp[13], ramp[480]]).toEqual([-4, -4, -4]);
  });
});
