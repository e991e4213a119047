import type { Margin } from "./chart-layout.ts";
import type { MeasureText } from "./chart-text.ts";

/** How Nivo draws a slice's name beside it: a diagonal, a straight run, a gap, then the text. */
export const PIE_LINK = { diagonal: 10, straight: 8, textOffset: 6 } as const;
/** Slices narrower than this (degrees) carry no name beside them; the legend names them. */
export const SKIP_LINK_LABEL_ANGLE = 10;
/** A pie smaller than this (radius, px) to make room for its names drops them for the legend. */
export const MIN_LABELLED_RADIUS = 50;
/** Room kept between a name and the chart's edge. */
const EDGE = 4;
const LEGEND_ONLY_SIDE = 12;

export interface PieSliceText {
  label: string;
  value: number;
}

export interface PieLayout {
  margin: Margin;
  /** Whether the slices' names are drawn beside them (else the legend above names them). */
  linkLabels: boolean;
}

interface SideLabel {
  /** |sin| of the slice's middle angle (from 12 o'clock): how far sideways its link points. */
  reach: number;
  /** The link's straight run, gap and text, in px. */
  tail: number;
}

/**
 * The pie's side margins, measured from the names beside its slices, so that no name is cut at
 * the chart's edge: the widest name on each side (the slices run clockwise from 12 o'clock, as
 * Nivo draws them) decides that side's margin, and the pie takes what is left. When that leaves a
 * pie too small to read, the names go (the legend already lists every slice).
 */
export function pieLayout(
  slices: readonly PieSliceText[],
  width: number,
  height: number,
  vertical: Pick<Margin, "top" | "bottom">,
  measure: MeasureText,
): PieLayout {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const left: SideLabel[] = [];
  const right: SideLabel[] = [];
  let start = 0;
  for (const s of slices) {
    const sweep = total ? (s.value / total) * 360 : 0;
    const middle = start + sweep / 2;
    start += sweep;
    // A degree of slack: Nivo's padding between slices moves the skip threshold a little.
    if (sweep < SKIP_LINK_LABEL_ANGLE - 1) continue;
    const label = { reach: Math.abs(Math.sin((middle * Math.PI) / 180)), tail: tailOf(measure(s.label)) };
    (middle < 180 ? right : left).push(label);
  }
  const heightRadius = Math.max(0, (height - vertical.top - vertical.bottom) / 2);
  const fits = (r: number) => 2 * r + overhang(left, r) + overhang(right, r) + 2 * EDGE <= width;
  const radius = largestRadius(heightRadius, fits);
  if (radius < MIN_LABELLED_RADIUS) {
    return {
      margin: {
        top: LEGEND_ONLY_SIDE,
        right: LEGEND_ONLY_SIDE,
        bottom: LEGEND_ONLY_SIDE,
        left: LEGEND_ONLY_SIDE,
      },
      linkLabels: false,
    };
  }
  return {
    margin: {
      top: vertical.top,
      bottom: vertical.bottom,
      left: overhang(left, radius) + EDGE,
      right: overhang(right, radius) + EDGE,
    },
    linkLabels: true,
  };
}

const tailOf = (textWidth: number) => PIE_LINK.straight + PIE_LINK.textOffset + textWidth;

/** How far a side's names reach past the circle of radius r, in whole pixels. */
const overhang = (labels: readonly SideLabel[], r: number) =>
  Math.ceil(Math.max(0, ...labels.map((l) => (r + PIE_LINK.diagonal) * l.reach + l.tail - r)));

/** The largest whole-pixel radius up to `most` that fits (fitting only gets easier as r shrinks). */
function largestRadius(most: number, fits: (r: number) => boolean): number {
  let low = 0;
  let high = Math.floor(most);
  if (fits(high)) return high;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}
