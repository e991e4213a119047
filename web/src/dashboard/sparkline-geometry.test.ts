import { describe, expect, it } from "vitest";
import { sparkPath, sparkPoints } from "./sparkline-geometry.ts";

describe("a sparkline's geometry", () => {
  it("spaces the quarters evenly and spans the values from the bottom to the top", () => {
    expect(sparkPoints([5, 10, 7.5])).toEqual([
      { x: 0, y: 100 },
      { x: 50, y: 0 },
      { x: 100, y: 50 },
    ]);
  });

  it("draws a quarter without a value as a gap in the line, the line going on after it", () => {
    const points = sparkPoints([1, 2, null, 4, 3]);
    expect(points[2]).toBeNull();
    expect(sparkPath(points)).toBe("M0,100L25,66.67M75,0L100,33.33");
  });

  it("puts a lone quarter in the middle, and equal values on a flat line across the middle", () => {
    expect(sparkPoints([-0.35])).toEqual([{ x: 50, y: 50 }]);
    expect(sparkPath(sparkPoints([2, 2]))).toBe("M0,50L100,50");
  });

  it("draws nothing when no quarter has a value", () => {
    expect(sparkPoints([null, null])).toEqual([null, null]);
    expect(sparkPath(sparkPoints([null, null]))).toBe("");
  });
});
