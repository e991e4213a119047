import { describe, expect, it } from "vitest";
import { valueLabelSpot } from "./bar-value-labels.ts";

const plot = { width: 600, height: 200 };
const bar = (x: number, width: number, value: number) => ({ x, y: 40, width, height: 14, value });

describe("a horizontal bar's value label", () => {
  it("sits on the bar when it fits", () => {
    expect(valueLabelSpot(bar(300, 200, 5e6), 70, plot, true, 0)).toEqual({
      x: 400,
      y: 47,
      anchor: "middle",
      inside: true,
    });
  });

  it("sits past the end of a bar too short for it, on the side the bar grows to", () => {
    expect(valueLabelSpot(bar(300, 20, 1e5), 70, plot, true, 0)).toMatchObject({
      x: 324,
      anchor: "start",
      inside: false,
    });
    expect(valueLabelSpot(bar(280, 20, -1e5), 70, plot, true, 0)).toMatchObject({
      x: 276,
      anchor: "end",
      inside: false,
    });
  });

  it("goes to the other side of zero when the plot's edge leaves no room past the bar", () => {
    // A short positive bar ending 10 px from the right edge.
    expect(valueLabelSpot(bar(560, 30, 1e5), 70, plot, true, 0)).toMatchObject({ x: 556, anchor: "end" });
    expect(valueLabelSpot(bar(10, 30, -1e5), 70, plot, true, 0)).toMatchObject({ x: 44, anchor: "start" });
  });
});

describe("a column's value label", () => {
  const column = (y: number, height: number, value: number) => ({ x: 100, y, width: 80, height, value });

  it("sits on the column when it fits, above a short positive one and below a short negative one", () => {
    expect(valueLabelSpot(column(20, 120, 5e6), 60, plot, false, 110)).toMatchObject({ y: 80, inside: true });
    expect(valueLabelSpot(column(130, 10, 1e5), 60, plot, false, 110)).toMatchObject({
      x: 140,
      y: 119.5,
      inside: false,
    });
    expect(valueLabelSpot(column(100, 10, -1e5), 60, plot, false, 110)).toMatchObject({
      y: 120.5,
      inside: false,
    });
  });

  it("is left out when wider than the column's slot, where it would run into the next column", () => {
    expect(valueLabelSpot(column(130, 10, 1e5), 120, plot, false, 110)).toBeNull();
  });

  it("is left out when as wide as the slot, where it would touch the next column's label", () => {
    // Printed NEV by Scenario: ten columns of $92,514,098 ran into each other.
    expect(valueLabelSpot(column(130, 10, 1e5), 110, plot, false, 110)).toBeNull();
    expect(valueLabelSpot(column(130, 10, 1e5), 107, plot, false, 110)).toBeNull();
    expect(valueLabelSpot(column(130, 10, 1e5), 106, plot, false, 110)).toMatchObject({ inside: false });
  });
});
