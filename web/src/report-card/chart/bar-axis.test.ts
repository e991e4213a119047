import { describe, expect, it } from "vitest";
import { barLabelFit, fittedTicks, labelledBarDomain, labelledColumnTicks } from "./bar-axis.ts";
import { COLUMN_LABEL_ROOM, fitsOnBar, LABEL_GAP } from "./bar-value-labels.ts";
import { valueTicks } from "./ticks.ts";

/** Six pixels a character, as a stand-in for the chart's font. */
const measure = (text: string) => text.length * 6;
const dollars = (v: number) =>
  v < 0 ? `($${Math.abs(v).toLocaleString("en-US")})` : `$${v.toLocaleString("en-US")}`;
const short = (v: number) => (v < 0 ? `(${(Math.abs(v) / 1e6).toFixed(1)}M)` : `${(v / 1e6).toFixed(1)}M`);

/** Where each bar and its label reach on a plot of this width, with the domain given. */
function reaches(values: number[], widths: number[], plot: number, domain: { min: number; max: number }) {
  const x = (v: number) => ((v - domain.min) / (domain.max - domain.min)) * plot;
  return values.map((v, i) => {
    const length = Math.abs(x(v) - x(0));
    const width = widths[i] ?? 0;
    if (fitsOnBar(width, length)) return { from: Math.min(x(0), x(v)), to: Math.max(x(0), x(v)) };
    return v < 0
      ? { from: x(v) - LABEL_GAP - width, to: x(0) }
      : { from: x(0), to: x(v) + LABEL_GAP + width };
  });
}

describe("the value axis of labelled horizontal bars", () => {
  const values = [11_242_719, 5_371_288, -4_750_545, -2_980_301, 1_281_727, -1_126_622];

  it("leaves every label room on its bar or past its end, inside the plot", () => {
    for (const plot of [150, 300, 700]) {
      const widths = values.map((v) => measure(short(v)));
      const fit = labelledBarDomain(values, widths, plot);
      expect(fit, `${plot} px`).not.toBeNull();
      for (const r of reaches(values, widths, plot, fit!.domain)) {
        expect(r.from, `${plot} px`).toBeGreaterThanOrEqual(-1e-6);
        expect(r.to, `${plot} px`).toBeLessThanOrEqual(plot + 1e-6);
      }
      expect(fit!.domain.min).toBeLessThanOrEqual(-4_750_545);
      expect(fit!.domain.max).toBeGreaterThanOrEqual(11_242_719);
    }
  });

  it("has no answer when the labels alone are wider than the plot", () => {
    expect(labelledBarDomain([5, -5], [80, 80], 150)).toBeNull();
  });

  it("writes whole figures where they leave the bars half the plot, compact ones otherwise", () => {
    expect(barLabelFit(values, 700, dollars, short, measure).text).toBe(dollars);
    expect(barLabelFit(values, 150, dollars, short, measure).text).toBe(short);
  });
});

describe("ticks of a horizontal value axis", () => {
  const room = { left: 0, right: 0 };
  const whole = () => dollars;

  it("are as many as their labels allow without touching, inside the chart", () => {
    const domain = { min: -6_000_000, max: 12_000_000 };
    for (const plot of [150, 300, 700]) {
      const { ticks, format } = fittedTicks(domain, plot, room, [whole, () => short], measure);
      expect(ticks.length, `${plot} px`).toBeGreaterThanOrEqual(2);
      const boxes = ticks.map((t) => {
        const x = ((t - domain.min) / (domain.max - domain.min)) * plot;
        return { from: x - measure(format(t)) / 2, to: x + measure(format(t)) / 2 };
      });
      boxes.forEach((b, i) => {
        expect(b.from).toBeGreaterThanOrEqual(0);
        expect(b.to).toBeLessThanOrEqual(plot);
        if (i > 0) expect(b.from).toBeGreaterThan(boxes[i - 1]!.to);
      });
    }
  });

  it("are more on a wider axis, and compact only where whole figures do not fit twice", () => {
    const domain = { min: -6_000_000, max: 12_000_000 };
    const wide = fittedTicks(domain, 700, room, [whole, () => short], measure);
    const narrow = fittedTicks(domain, 150, room, [whole, () => short], measure);
    expect(wide.ticks.length).toBeGreaterThan(narrow.ticks.length);
    expect(wide.format).toBe(dollars);
    expect(narrow.format).toBe(short);
  });
});

describe("the value axis of labelled columns", () => {
  it("keeps a label's height above the tallest column and below the deepest", () => {
    // NEV Summary's ratios: 12.9 % topped a 0-14 % axis by 8 px of a 180 px plot.
    for (const domain of [
      { min: 0, max: 12.9 },
      { min: -454_194, max: 632_179 },
    ]) {
      const plain = valueTicks(domain, 4);
      const ticks = labelledColumnTicks(domain, 4, 180);
      const px = 180 / (ticks.max - ticks.min);
      expect((ticks.max - domain.max) * px).toBeGreaterThanOrEqual(COLUMN_LABEL_ROOM);
      if (domain.min < 0) expect((domain.min - ticks.min) * px).toBeGreaterThanOrEqual(COLUMN_LABEL_ROOM);
      expect(ticks.max).toBeGreaterThanOrEqual(plain.max);
    }
  });

  it("leaves an axis alone that has the room already", () => {
    expect(labelledColumnTicks({ min: 0, max: 10.1 }, 4, 180)).toEqual(valueTicks({ min: 0, max: 10.1 }, 4));
  });
});
