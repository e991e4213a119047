import { describe, expect, it } from "vitest";
import { barRows, LABEL_KEY, shareRows, topToBottom, valueAt } from "./bar-data.ts";
import { chartParts, type ChartInput } from "./chart-model.ts";

const input: ChartInput = {
  labels: ["Loans", "Investments", "Other"],
  series: [
    { name: "Current", format: "PERCENTAGE", values: [0.3, null, 0.1] },
    { name: "Prior", format: "PERCENTAGE", values: [-0.1, 0.2, 0] },
  ],
};
const [part] = chartParts("COLUMNS", input);
if (!part) throw new Error("no part");

describe("bar rows", () => {
  it("holds one row per label with each series' plotted value", () => {
    const { rows, keys } = barRows(part);
    expect(keys).toEqual(["Current", "Prior"]);
    expect(rows[0]?.[LABEL_KEY]).toBe("Loans");
    expect(rows[0]?.Current).toBeCloseTo(30);
    expect(rows[0]?.Prior).toBeCloseTo(-10);
  });

  it("of horizontal bars run top to bottom in the report's order (Nivo draws the first row at the bottom)", () => {
    const { rows, keys } = topToBottom(barRows(part));
    expect(rows.map((r) => r[LABEL_KEY])).toEqual(["Other", "Investments", "Loans"]);
    expect(keys).toEqual(["Current", "Prior"]);
  });

  it("leaves missing values out so that Nivo leaves a gap, not a zero bar", () => {
    const { rows } = barRows(part);
    expect(rows[1]).not.toHaveProperty("Current");
    expect(rows[2]?.Prior).toBe(0);
  });
});

describe("column100 share rows", () => {
  it("turns each label's values into shares of its total that add up to 100", () => {
    const { rows } = shareRows(part);
    expect(rows[0]?.Current).toBeCloseTo(75);
    expect(rows[0]?.Prior).toBeCloseTo(25);
    expect(rows[1]?.Prior).toBeCloseTo(100);
    expect(rows[1]).not.toHaveProperty("Current");
  });

  it("gives a label whose values are all zero or missing no column", () => {
    const [zeros] = chartParts("COLUMN100", {
      labels: ["a"],
      series: [
        { name: "x", format: "NUMERIC", values: [0] },
        { name: "y", format: "NUMERIC", values: [null] },
      ],
    });
    expect(zeros && shareRows(zeros).rows[0]).toEqual({ [LABEL_KEY]: "a" });
  });

  it("finds the plotted value behind a share for the tooltip", () => {
    expect(valueAt(part, "Current", "Loans")).toBeCloseTo(30);
    expect(valueAt(part, "Current", "Investments")).toBeNull();
    expect(valueAt(part, "Nope", "Loans")).toBeNull();
  });
});
