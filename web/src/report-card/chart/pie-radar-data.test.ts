import { describe, expect, it } from "vitest";
import { LABEL_KEY } from "./bar-data.ts";
import { chartParts, type ChartInput } from "./chart-model.ts";
import { legendItems } from "./legend-items.ts";
import { CHART_PALETTE } from "./palette.ts";
import { pieBase, pieSlices, radarRows } from "./pie-radar-data.ts";

const mix: ChartInput = {
  labels: ["Loans", "Investments", "Cash", "Other"],
  series: [
    { name: "Share", format: "PERCENTAGE", values: [0.6, 0.3, null, -0.01] },
    { name: "Prior", format: "PERCENTAGE", values: [0.5, 0.4, 0.1, 0] },
  ],
};

describe("pie slices", () => {
  it("makes a slice per label of the first series' positive values, in percent", () => {
    const [part] = chartParts("PIE", mix);
    const slices = part ? pieSlices(part) : [];
    expect(slices.map((s) => s.label)).toEqual(["Loans", "Investments"]);
    expect(slices[0]?.value).toBeCloseTo(60);
    expect(slices.map((s) => s.colorIndex)).toEqual([0, 1]);
  });

  it("takes each slice's share of the net total, as the table's mix does, a negative allowance included", () => {
    // Balance Sheet Composition's asset pie: the allowance is no slice but still nets against the rest.
    const [part] = chartParts("PIE", {
      labels: ["Loans", "Investments", "Allowance"],
      series: [{ name: "Balance", format: "DOLLAR", values: [700, 310, -10] }],
    });
    const slices = part ? pieSlices(part) : [];
    const base = part ? pieBase(part, slices) : 0;
    expect(slices.map((s) => s.value / base)).toEqual([0.7, 0.31]);
  });

  it("takes the slices' own sum as the base when the amounts net to nothing", () => {
    const [part] = chartParts("PIE", {
      labels: ["Gain", "Loss"],
      series: [{ name: "Change", format: "DOLLAR", values: [5, -8] }],
    });
    expect(part && pieBase(part, pieSlices(part))).toBe(5);
  });

  it("lists the slices in the legend in their colours", () => {
    const items = legendItems("PIE", chartParts("PIE", mix));
    expect(items.map((i) => i.label)).toEqual(["Loans", "Investments"]);
    expect(items[1]?.color).toBe(CHART_PALETTE[1]);
  });
});

describe("radar rows", () => {
  it("puts missing and negative values at the centre and keeps every spoke with a value", () => {
    const [part] = chartParts("RADAR", mix);
    const rows = part ? radarRows(part) : [];
    expect(rows.map((r) => r[LABEL_KEY])).toEqual(["Loans", "Investments", "Cash", "Other"]);
    expect(rows[2]?.Share).toBe(0);
    expect(rows[3]?.Share).toBe(0);
    expect(rows[0]?.Prior).toBeCloseTo(50);
  });

  it("leaves out spokes where every series is missing", () => {
    const [part] = chartParts("RADAR", {
      labels: ["a", "b"],
      series: [{ name: "s", format: "NUMERIC", values: [null, 1] }],
    });
    expect(part && radarRows(part).map((r) => r[LABEL_KEY])).toEqual(["b"]);
  });
});

describe("legend", () => {
  it("keys a range chart's band and lines", () => {
    const input: ChartInput = {
      labels: ["a"],
      series: ["Min", "Max", "Base"].map((name) => ({ name, format: "NUMERIC", values: [1] })),
    };
    expect(legendItems("RANGE_AREA_LINE", chartParts("RANGE_AREA_LINE", input))).toEqual([
      { label: "Min – Max", color: CHART_PALETTE[0], mark: "band" },
      { label: "Base", color: CHART_PALETTE[2], mark: "line" },
    ]);
  });
});
