import { describe, expect, it } from "vitest";
import { CHART_HEIGHT, fitCategoryLabel, partFrames, textWidth, type FrameInput } from "./chart-layout.ts";
import { chartParts, type ChartInput } from "./chart-model.ts";
import { partDomain } from "./part-domain.ts";
import { barDomain, formatPlotted, formatShare, longestValueLabel, tickFormatter } from "./value-format.ts";

const base: FrameInput = {
  kind: "COLUMN",
  print: false,
  width: 600,
  labels: ["-300", "-200", "-100", "Base", "100", "200", "300"],
  xAxisTitle: "",
  yAxisTitle: "",
  valueLabelChars: [7],
};
const total = (frames: { height: number }[]) => frames.reduce((sum, f) => sum + f.height, 0);

describe("chart frames", () => {
  it("are 250 px high on screen and 200 px in print (spec section 9)", () => {
    expect(total(partFrames(base))).toBe(CHART_HEIGHT.screen);
    expect(total(partFrames({ ...base, print: true }))).toBe(CHART_HEIGHT.print);
    expect(total(partFrames({ ...base, kind: "PIE" }))).toBe(250);
  });

  it("stack the charts of a mixed block over one shared category axis", () => {
    const frames = partFrames({ ...base, valueLabelChars: [6, 12] });
    expect(frames.map((f) => f.showCategoryAxis)).toEqual([false, true]);
    expect(frames[0]?.margin.left).toBe(frames[1]?.margin.left);
    expect(total(frames)).toBeGreaterThan(250);
  });

  it("make each stacked part as tall as its axis title is long, on paper too", () => {
    // On paper "ROA change from base" ran into the first part's "Change from Base ($)" (2026-12-06).
    const valueTitles = ["Change from Base ($)", "ROA change from base"];
    const frames = partFrames({ ...base, print: true, valueLabelChars: [12, 6], valueTitles });
    for (const [i, f] of frames.entries())
      expect(f.height - f.margin.top - f.margin.bottom).toBeGreaterThanOrEqual(
        textWidth(valueTitles[i]!.length),
      );
    // Short titles leave the block its height.
    const short = partFrames({ ...base, print: true, valueLabelChars: [12, 6], valueTitles: ["$", "%"] });
    expect(total(short)).toBe(total(partFrames({ ...base, print: true, valueLabelChars: [12, 6] })));
  });

  it("make room for axis titles and tilt labels that do not fit", () => {
    const plain = partFrames(base)[0];
    const titled = partFrames({ ...base, xAxisTitle: "Scenario", yAxisTitle: "Dollars" })[0];
    expect(titled?.margin.left).toBeGreaterThan(plain?.margin.left ?? 0);
    expect(titled?.margin.bottom).toBeGreaterThan(plain?.margin.bottom ?? 0);
    expect(plain?.categoryRotation).toBe(0);
    const long = partFrames({ ...base, width: 300, labels: base.labels.map((l) => `Scenario ${l} bp`) })[0];
    expect(long?.categoryRotation).toBe(-35);
  });
});

describe("horizontal bars' category names", () => {
  const names = ["Fixed 30 Yr 240 Months", "Share Certificates 1 Months", "Regular Shares"];
  const bar = (width: number) =>
    partFrames({ ...base, kind: "BAR", width, labels: names })[0]?.margin.left ?? 0;

  it("get the room their longest name needs on a wide block, beyond the old 160 px cap", () => {
    const long = "Non-Maturity Deposits: Money Market Shares over $250k";
    const left = partFrames({ ...base, kind: "BAR", width: 1042, labels: [long] })[0]?.margin.left ?? 0;
    expect(left).toBeGreaterThan(160);
    expect(fitCategoryLabel(long, left, false)).toBe(long);
    expect(names.map((n) => fitCategoryLabel(n, bar(1042), false))).toEqual(names);
  });

  it("are cut with an ellipsis, never mid-letter at the edge, when a narrow block has no room", () => {
    const left = bar(300);
    expect(left).toBeLessThanOrEqual(160 + 12);
    const cut = fitCategoryLabel("Non-Maturity Deposits: Money Market Shares over $250k", 100, false);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(14);
  });
});

describe("chart value texts", () => {
  it("show percentages with a suffix, dollars in dollars, negatives in parentheses, N/A for gaps", () => {
    expect(formatPlotted(16.1, "PERCENTAGE", null)).toBe("16.10%");
    expect(formatPlotted(-2, "PERCENTAGE", 1)).toBe("(2.0%)");
    expect(formatPlotted(-1234567, "DOLLAR", null)).toBe("($1,234,567)");
    expect(formatPlotted(null, "NUMERIC", null)).toBe("N/A");
    expect(formatShare(25)).toBe("25.0%");
  });

  it("label an axis' ticks with the decimals its step needs, the same on every tick", () => {
    const roa = tickFormatter("PERCENTAGE", null, 0.02);
    expect([3.04, 3.1, 3.16].map(roa)).toEqual(["3.04%", "3.10%", "3.16%"]);
    const ratio = tickFormatter("PERCENTAGE", null, 5);
    expect([0, 5, -5].map(ratio)).toEqual(["0%", "5%", "(5%)"]);
    expect(tickFormatter("PERCENTAGE", 1, 0.005)(0.02)).toBe("0.0%");
    expect(tickFormatter("DOLLAR", null, 5e6)(2e7)).toBe("$20,000,000");
  });

  it("measure the longest value label to size the axis", () => {
    const nev = { min: -1234567, max: 20 };
    expect(longestValueLabel(nev, "DOLLAR", null, false)).toBe("($1,400,000)".length);
    expect(longestValueLabel({ min: 0, max: 1 }, "NUMERIC", null, true)).toBe(4);
  });
});

describe("value domains", () => {
  it("let bars grow from zero, whichever side their values are on", () => {
    expect(barDomain([16, null, 18])).toEqual({ min: 0, max: 18 });
    expect(barDomain([-0.7, 2])).toEqual({ min: -0.7, max: 2 });
    expect(barDomain([null])).toEqual({ min: 0, max: 1 });
  });

  it("run shares from 0 to 100 and lines over their values", () => {
    const input: ChartInput = {
      labels: ["a", "b"],
      series: [{ name: "s", format: "PERCENTAGE", values: [0.03, 0.05] }],
    };
    const [part] = chartParts("LINE", input);
    if (!part) throw new Error("no part");
    expect(partDomain("COLUMN100", part)).toEqual({ min: 0, max: 100 });
    expect(partDomain("LINE", part)).toEqual({ min: 3, max: 5 });
    expect(partDomain("COLUMN", part)).toEqual({ min: 0, max: 5 });
  });
});
