import { describe, expect, it } from "vitest";
import { barRows, byFormat, lineSeries, pieSlices, plottedSeries, type ChartInput } from "./chart-data.ts";

const input: ChartInput = {
  labels: ["-100", "Base", "100"],
  series: [
    { name: "NEV Ratio", format: "PERCENTAGE", values: [0.161, null, 0.18] },
    { name: "NEV", format: "DOLLAR", values: [100, 200, -50] },
  ],
};

describe("chart data", () => {
  it("plots percentage series times 100 and keeps gaps", () => {
    const [ratio, nev] = plottedSeries(input);
    expect(ratio?.values[0]).toBeCloseTo(16.1);
    expect(ratio?.values[1]).toBeNull();
    expect(nev?.values).toEqual([100, 200, -50]);
  });

  it("makes bar rows per label, leaving out missing values", () => {
    const { rows, keys } = barRows(input);
    expect(keys).toEqual(["NEV Ratio", "NEV"]);
    expect(rows[1]).toEqual({ label: "Base", NEV: 200 });
  });

  it("turns column100 values into shares of each label's total", () => {
    const { rows } = barRows(
      {
        labels: ["a"],
        series: [
          { name: "x", format: "NUMERIC", values: [30] },
          { name: "y", format: "NUMERIC", values: [-10] },
        ],
      },
      true,
    );
    expect(rows[0]).toEqual({ label: "a", x: 75, y: 25 });
  });

  it("makes line series with null gaps", () => {
    expect(lineSeries(input)[0]?.data[1]).toEqual({ x: "Base", y: null });
  });

  it("makes a pie of the first series' positive values", () => {
    const pie = pieSlices({
      labels: ["a", "b", "c"],
      series: [{ name: "s", format: "DOLLAR", values: [5, 0, null] }],
    });
    expect(pie).toEqual([{ id: "a", label: "a", value: 5 }]);
  });

  it("splits dollars and ratios into a chart each", () => {
    expect(byFormat(input).map((p) => p.series.map((s) => s.name))).toEqual([["NEV Ratio"], ["NEV"]]);
  });
});
