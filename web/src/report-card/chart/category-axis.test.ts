import { describe, expect, it } from "vitest";
import { categoryAxis, MAX_TILTED_DROP, TILTED } from "./category-axis.ts";

/** 6 px a character: what the tests reason in. */
const measure = (text: string) => text.length * 6;
const SCENARIOS = ["-400", "-300", "-200", "-100", "Base", "+100", "+200", "+300", "+400", "+500"];
const RAMPS = ["Ramp -400", "Ramp -300", "Ramp -200", "Ramp -100", "Base", "Ramp +100", "Ramp +200"];

describe("a category axis", () => {
  it("draws every label level where they fit side by side", () => {
    const axis = categoryAxis({ labels: SCENARIOS, plotWidth: 600, band: true, measure });
    expect(axis.rotation).toBe(0);
    expect(axis.ticks).toEqual(SCENARIOS);
    expect(axis.left).toBe(0);
  });

  it("tilts them where tilting keeps every one, and keeps room left of the plot for the first", () => {
    const axis = categoryAxis({ labels: RAMPS, plotWidth: 260, band: false, measure });
    expect(axis.rotation).toBe(TILTED);
    expect(axis.ticks).toEqual(RAMPS);
    // 'Ramp -400' (54 px) hangs from the plot's left edge, slanted: about 54 × cos 35° to its left.
    expect(axis.left).toBeGreaterThan(44);
    expect(axis.left).toBeLessThan(54);
    expect(axis.drop).toBeGreaterThan(10 + 54 * 0.57);
  });

  it("thins crowded labels to every k-th, keeping Base", () => {
    const many = [
      ...SCENARIOS.map((s) => `${s} bp shock`),
      ...SCENARIOS.slice(0, 8).map((s) => `${s} bp ramp`),
    ];
    const axis = categoryAxis({ labels: many, plotWidth: 270, band: true, measure });
    expect(axis.ticks.length).toBeLessThan(many.length);
    expect(axis.ticks).toContain("Base bp shock");
    const step = 270 / many.length;
    const kept = axis.ticks.map((t) => many.indexOf(t));
    const gap = (kept[1] ?? 0) - (kept[0] ?? 0);
    // Tilted labels stand a line's height apart across their slant.
    expect(gap * step * Math.sin((35 * Math.PI) / 180)).toBeGreaterThanOrEqual(13);
  });

  it("prefers level labels to tilted ones when both must be thinned alike", () => {
    const tenors = [
      "1 Mo",
      "3 Mo",
      "6 Mo",
      "1 Yr",
      "2 Yr",
      "3 Yr",
      "5 Yr",
      "7 Yr",
      "10 Yr",
      "20 Yr",
      "30 Yr",
    ];
    const axis = categoryAxis({ labels: tenors, plotWidth: 220, band: false, measure });
    expect(axis.rotation).toBe(0);
    expect(axis.ticks.length).toBeLessThan(tenors.length);
    expect(axis.ticks[0]).toBe("1 Mo");
    // Level labels centred on the plot's edges reach half their width past them.
    expect(axis.left).toBe(12);
  });

  it("breaks labels too long to tilt over a few level lines, where there is room for each", () => {
    const sources = [
      "Cash and Equivalents",
      "Investments Maturing within 1 Year",
      "Loan Principal Received within 1 Year",
    ];
    const axis = categoryAxis({ labels: sources, plotWidth: 450, band: true, measure });
    expect(axis.mode).toBe("wrapped");
    expect(axis.ticks).toEqual(sources);
    expect(axis.lines(sources[2] ?? "")).toEqual(["Loan Principal Received", "within 1 Year"]);
    expect(axis.drop).toBe(10 + 2 * 13);
  });

  it("cuts tilted labels that would drop too far, with an ellipsis", () => {
    const long = [
      "Loan Principal Received within 1 Year and a great deal more besides",
      "Cash",
      "Investments",
    ];
    const axis = categoryAxis({ labels: long, plotWidth: 120, band: true, measure });
    expect(axis.rotation).toBe(TILTED);
    expect(axis.lines(long[0] ?? "")[0]).toMatch(/…$/);
    expect(axis.lines("Cash")).toEqual(["Cash"]);
    expect(axis.drop).toBeLessThanOrEqual(MAX_TILTED_DROP);
  });
});
