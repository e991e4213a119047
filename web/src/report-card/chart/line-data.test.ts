import { describe, expect, it } from "vitest";
import { chartParts, type ChartInput } from "./chart-model.ts";
import { lineLayout, valueDomain } from "./line-data.ts";

const curve: ChartInput = {
  labels: ["1 Mo", "1 Yr", "10 Yr"],
  series: [
    { name: "Low", format: "PERCENTAGE", values: [0.01, 0.02, null] },
    { name: "High", format: "PERCENTAGE", values: [0.03, 0.015, 0.05] },
    { name: "Current", format: "PERCENTAGE", values: [0.02, null, 0.04] },
  ],
};
const partOf = (kind: Parameters<typeof chartParts>[0], input: ChartInput) => {
  const [part] = chartParts(kind, input);
  if (!part) throw new Error("no part");
  return part;
};

describe("line layout", () => {
  it("draws every series of a line chart, gaps as null points", () => {
    const layout = lineLayout("LINE", partOf("LINE", curve));
    expect(layout.lines.map((l) => l.id)).toEqual(["Low", "High", "Current"]);
    expect(layout.lines[2]?.data[1]).toEqual({ x: "1 Yr", y: null });
    expect(layout.lines[0]?.data[0]?.y).toBeCloseTo(1);
    expect(layout.band).toBeNull();
  });

  it("shades the first two series of a range chart and draws the rest as lines", () => {
    const layout = lineLayout("RANGE_AREA_LINE", partOf("RANGE_AREA_LINE", curve));
    expect(layout.lines.map((l) => l.id)).toEqual(["Current"]);
    expect(layout.lineColorIndexes).toEqual([2]);
    expect(layout.bandSeries?.map((s) => s.name)).toEqual(["Low", "High"]);
    const [first, crossed, gap] = layout.band ?? [];
    expect(first?.low).toBeCloseTo(1);
    expect(first?.high).toBeCloseTo(3);
    // The ends swap where the series cross; a missing end leaves a gap in the band.
    expect(crossed?.low).toBeCloseTo(1.5);
    expect(crossed?.high).toBeCloseTo(2);
    expect(gap).toEqual({ x: "10 Yr", low: null, high: null });
  });

  it("draws the band's edges as lines when the range chart has only two series", () => {
    const two = { ...curve, series: curve.series.slice(0, 2) };
    const layout = lineLayout("RANGE_AREA_LINE", partOf("RANGE_AREA_LINE", two));
    expect(layout.band).not.toBeNull();
    expect(layout.lines.map((l) => l.id)).toEqual(["Low", "High"]);
  });

  it("sizes the value axis to the band as well as the lines", () => {
    const layout = lineLayout("RANGE_AREA_LINE", partOf("RANGE_AREA_LINE", curve));
    expect(layout.domain.min).toBeCloseTo(1);
    expect(layout.domain.max).toBeCloseTo(5);
  });
});

describe("value domain", () => {
  it("includes zero for areas, which fill down to it", () => {
    expect(valueDomain([2, 5], true)).toEqual({ min: 0, max: 5 });
    expect(valueDomain([2, 5], false)).toEqual({ min: 2, max: 5 });
  });

  it("gives a flat or empty series room", () => {
    expect(valueDomain([4, 4], false)).toEqual({ min: 3.6, max: 4.4 });
    expect(valueDomain([0], false)).toEqual({ min: -1, max: 1 });
    expect(valueDomain([], false)).toEqual({ min: 0, max: 1 });
  });
});
