import { describe, expect, it } from "vitest";
import { chartParts, chartSummary, hasValues, plottedSeries, type ChartInput } from "./chart-model.ts";

const nevAndNii: ChartInput = {
  labels: ["-100", "Base", "100"],
  series: [
    { name: "NEV Ratio", format: "PERCENTAGE", values: [0.161, null, 0.18] },
    { name: "Projected NII", format: "DOLLAR", values: [100, 200, -50] },
    { name: "NEV % Change", format: "PERCENTAGE", values: [-0.02, 0, 0.015] },
  ],
};

describe("plotted series", () => {
  it("multiplies percentage series by 100 and keeps dollars as they are", () => {
    const [ratio, nii] = plottedSeries(nevAndNii);
    expect(ratio?.values[0]).toBeCloseTo(16.1);
    expect(ratio?.values[2]).toBeCloseTo(18);
    expect(nii?.values).toEqual([100, 200, -50]);
  });

  it("keeps missing values as gaps and pads short series to the labels", () => {
    const [ratio] = plottedSeries(nevAndNii);
    expect(ratio?.values[1]).toBeNull();
    const short = plottedSeries({
      labels: ["a", "b"],
      series: [{ name: "s", format: "NUMERIC", values: [1] }],
    });
    expect(short[0]?.values).toEqual([1, null]);
  });

  it("numbers series by their place in the block for their colours", () => {
    expect(plottedSeries(nevAndNii).map((s) => s.colorIndex)).toEqual([0, 1, 2]);
  });
});

describe("chart parts", () => {
  it("draws one chart per value format, in order of first appearance", () => {
    const parts = chartParts("COLUMNS", nevAndNii);
    expect(parts.map((p) => p.format)).toEqual(["PERCENTAGE", "DOLLAR"]);
    expect(parts.map((p) => p.series.map((s) => s.name))).toEqual([
      ["NEV Ratio", "NEV % Change"],
      ["Projected NII"],
    ]);
    expect(parts[0]?.series[1]?.colorIndex).toBe(2);
  });

  it("keeps a single-format chart whole", () => {
    expect(chartParts("LINE", { ...nevAndNii, series: nevAndNii.series.slice(0, 1) })).toHaveLength(1);
  });

  it("makes a pie of the first series only", () => {
    const [pie, ...rest] = chartParts("PIE", nevAndNii);
    expect(rest).toEqual([]);
    expect(pie?.series.map((s) => s.name)).toEqual(["NEV Ratio"]);
  });
});

describe("chart summary", () => {
  it("names the title, the kind, the series and the labels' span", () => {
    expect(chartSummary("NEV and NII", "COLUMNS", nevAndNii)).toBe(
      "NEV and NII: grouped column chart of NEV Ratio, Projected NII, NEV % Change from -100 to 100",
    );
  });

  it("knows when there is nothing to draw", () => {
    expect(hasValues(nevAndNii)).toBe(true);
    expect(hasValues({ labels: ["a"], series: [{ name: "s", format: "DOLLAR", values: [null] }] })).toBe(
      false,
    );
    expect(hasValues({ labels: [], series: [] })).toBe(false);
  });
});
