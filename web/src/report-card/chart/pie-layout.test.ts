import { describe, expect, it } from "vitest";
import {
  PIE_LINK,
  pieLayout,
  SKIP_LINK_LABEL_ANGLE,
  type PieLayout,
  type PieSliceText,
} from "./pie-layout.ts";

/** About the width of the 11 px labels in a sans-serif font. */
const measure = (text: string) => text.length * 6;
const vertical = { top: 24, bottom: 24 };

/** The investment portfolio of the demo credit union: the widest name sits at 9 o'clock. */
const portfolio: PieSliceText[] = [
  { label: "Cash & Equivalents", value: 46.8 },
  { label: "Agency Securities", value: 55.4 },
  { label: "Treasuries", value: 30.3 },
  { label: "Mortgage-Backed Securities", value: 64.1 },
  { label: "Investment CD", value: 12.2 },
  { label: "Municipal Bond", value: 5.0 },
  { label: "Other Investments", value: 4.4 },
];

/** Where each name's text ends, drawn as Nivo draws a pie in its margins (full circle, clockwise from 12). */
function labelSpans(slices: readonly PieSliceText[], layout: PieLayout, width: number, height: number) {
  const { margin } = layout;
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const r = Math.min(innerWidth, innerHeight) / 2;
  const cx = margin.left + innerWidth / 2;
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  let start = 0;
  return slices.flatMap((s) => {
    const sweep = (s.value / total) * 360;
    const middle = ((start + sweep / 2) * Math.PI) / 180;
    start += sweep;
    if (sweep < SKIP_LINK_LABEL_ANGLE) return [];
    const x = cx + Math.sin(middle) * (r + PIE_LINK.diagonal);
    const side = Math.sin(middle) >= 0 ? 1 : -1;
    const textStart = x + side * (PIE_LINK.straight + PIE_LINK.textOffset);
    const textEnd = textStart + side * measure(s.label);
    return [{ label: s.label, from: Math.min(textStart, textEnd), to: Math.max(textStart, textEnd), r }];
  });
}

describe("a pie's layout", () => {
  it.each([513, 420, 1042])("keeps every name beside a slice inside a %i px chart", (width) => {
    const layout = pieLayout(portfolio, width, 250, vertical, measure);
    expect(layout.linkLabels).toBe(true);
    for (const span of labelSpans(portfolio, layout, width, 250)) {
      expect(span.from, span.label).toBeGreaterThanOrEqual(0);
      expect(span.to, span.label).toBeLessThanOrEqual(width);
    }
  });

  it("would have cut the widest name with the old fixed 80 px sides", () => {
    const old: PieLayout = { margin: { ...vertical, left: 80, right: 80 }, linkLabels: true };
    const mbs = labelSpans(portfolio, old, 513, 250).find((s) => s.label.startsWith("Mortgage"));
    expect(mbs?.from).toBeLessThan(0);
  });

  it("gives each side the margin of its own widest name", () => {
    const layout = pieLayout(portfolio, 513, 250, vertical, measure);
    // Mortgage-Backed Securities (26 characters) is on the left, the right's widest has 18.
    expect(layout.margin.left).toBeGreaterThan(layout.margin.right);
    expect(layout.margin.left).toBeGreaterThanOrEqual(measure("Mortgage-Backed Securities"));
  });

  it("drops the names for the legend when they would leave a pie too small to read", () => {
    const layout = pieLayout(portfolio, 330, 250, vertical, measure);
    expect(layout.linkLabels).toBe(false);
    expect(layout.margin.left).toBeLessThan(20);
  });

  it("takes the whole height when the names fit beside it", () => {
    const short = portfolio.map((s, i) => ({ ...s, label: `S${i}` }));
    const layout = pieLayout(short, 1042, 250, vertical, measure);
    const [span] = labelSpans(short, layout, 1042, 250);
    expect(span?.r).toBe((250 - 48) / 2);
  });
});
