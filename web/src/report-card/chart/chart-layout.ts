import { categoryAxis, type CategoryAxis } from "./category-axis.ts";
import type { ChartKind } from "./chart-model.ts";
import { chartTextWidth, type MeasureText } from "./chart-text.ts";

/** Spec section 9: charts are 250 px high on screen and 200 px in print. */
export const CHART_HEIGHT = { screen: 250, print: 200 } as const;

/** Room a second chart of another format adds to a block, as a share of the chart height. */
const EXTRA_PART_SHARE = 0.4;

/** Rough width of one character of the 11 px axis text, to size margins before drawing. */
const CHAR_WIDTH = 6.2;
const AXIS_TITLE_ROOM = 20;
const TOP = 10;
const RIGHT = 16;
const LINE_KINDS: readonly ChartKind[] = ["LINE", "AREA", "RANGE_AREA_LINE"];
/** Horizontal bars' category names take at most this share of a block's width (and at least 160 px). */
const CATEGORY_SHARE = 0.4;
const MIN_CATEGORY_ROOM = 160;
/** Tick and padding between a category name and the plot. */
const TICK_ROOM = 12;

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface PartFrame {
  height: number;
  margin: Margin;
  /** Whether this part draws the category axis (stacked parts of columns and lines share one). */
  showCategoryAxis: boolean;
  /** Rotation of the category labels, in degrees. */
  categoryRotation: number;
  /** The category labels drawn (all, or every k-th where they would overlap). */
  categoryTicks: readonly string[] | undefined;
  /** A category label's lines as drawn: one, unless the labels are broken over a few level lines. */
  categoryLines: (label: string) => string[];
  categoryWrapped: boolean;
  /** Longest value-axis label, in characters (spaces horizontal value axes' ticks). */
  valueLabelChars: number;
}

export interface FrameInput {
  kind: ChartKind;
  print: boolean;
  width: number;
  labels: readonly string[];
  xAxisTitle: string;
  yAxisTitle: string;
  /** Longest value-axis label of each part, in characters. */
  valueLabelChars: readonly number[];
  /** Each part's value-axis title, drawn along its side (chartValueTitles). */
  valueTitles?: readonly string[];
  /** Measures category labels (the browser's font; an average character in jsdom). */
  measure?: MeasureText;
}

export const textWidth = (chars: number) => Math.ceil(chars * CHAR_WIDTH);

/**
 * The title along each part's value axis: the block's for the first; a second part has another
 * format, and its series say what its axis measures.
 */
export const chartValueTitles = (
  yAxisTitle: string,
  parts: readonly { series: readonly { name: string }[] }[],
) => parts.map((part, i) => (i === 0 ? yAxisTitle : part.series.map((s) => s.name).join(", ")));

/** Heights and margins of each part of a chart block, from the block's width and texts. */
export function partFrames(input: FrameInput): PartFrame[] {
  const { kind, print, labels, valueLabelChars } = input;
  const count = Math.max(1, valueLabelChars.length);
  const total = (print ? CHART_HEIGHT.print : CHART_HEIGHT.screen) * (1 + EXTRA_PART_SHARE * (count - 1));
  if (kind === "PIE" || kind === "RADAR") {
    // A pie measures its sides from the names beside its slices (pie-layout.ts).
    const side = kind === "PIE" ? 0 : 48;
    const margin = { top: 24, right: side, bottom: 24, left: side };
    return valueLabelChars.map((chars) => frame(total / count, margin, true, LEVEL, chars));
  }
  const longest = Math.max(0, ...labels.map((l) => l.length));
  if (kind === "BAR") {
    // Horizontal bars: categories down the left (with the x title), values along the bottom.
    const room = Math.max(MIN_CATEGORY_ROOM, Math.floor(input.width * CATEGORY_SHARE));
    const left = Math.min(room, textWidth(longest) + TICK_ROOM) + (input.xAxisTitle ? AXIS_TITLE_ROOM : 0);
    const bottom = 28 + (input.yAxisTitle ? AXIS_TITLE_ROOM : 0);
    // The value ticks are chosen so that their labels stay inside (bar-axis.ts): no room kept for them.
    return valueLabelChars.map((chars) =>
      frame(total / count, { top: TOP, right: RIGHT, bottom, left }, true, LEVEL, chars),
    );
  }
  const valueRoom = textWidth(Math.max(...valueLabelChars)) + 12 + (input.yAxisTitle ? AXIS_TITLE_ROOM : 0);
  const { axis, left, right } = categoryMargins(input, valueRoom);
  const axisBottom = Math.ceil(axis.drop) + 6 + (input.xAxisTitle ? AXIS_TITLE_ROOM : 0);
  // Stacked parts: each as tall as its axis title is long, or the titles ran into each other
  // ("ROA change from base" into "Change from Base ($)" on paper, a review, 2026-12-06).
  const titleRoom = count > 1 ? Math.max(0, ...(input.valueTitles ?? []).map((t) => textWidth(t.length))) : 0;
  const plotHeight = Math.max(40, titleRoom, (total - axisBottom - count * (TOP + 8) + 8) / count);
  return valueLabelChars.map((chars, i) => {
    const last = i === count - 1;
    const bottom = last ? axisBottom : 8;
    return frame(TOP + plotHeight + bottom, { top: TOP, right, bottom, left }, last, axis, chars);
  });
}

/** Rounds of margins and axis: wider margins narrow the plot, which may thin or tilt the labels. */
const MARGIN_ROUNDS = 4;

/**
 * The side margins of columns and lines, wide enough for the value axis on the left and for the
 * category labels the first and last ticks carry (the first tilted label reaches left of its tick).
 */
function categoryMargins(input: FrameInput, valueRoom: number) {
  const band = !LINE_KINDS.includes(input.kind);
  const axisAt = (left: number, right: number) =>
    categoryAxis({
      labels: input.labels,
      plotWidth: Math.max(1, input.width - left - right),
      band,
      measure: input.measure ?? chartTextWidth,
    });
  let left = valueRoom;
  let right = RIGHT;
  let axis = axisAt(left, right);
  for (let round = 0; round < MARGIN_ROUNDS; round++) {
    const nextLeft = Math.max(left, Math.ceil(axis.left) + EDGE);
    const nextRight = Math.max(right, Math.ceil(axis.right) + EDGE);
    if (nextLeft === left && nextRight === right) break;
    left = nextLeft;
    right = nextRight;
    axis = axisAt(left, right);
  }
  return { axis, left, right };
}

/**
 * A category name cut to the room beside horizontal bars, with an ellipsis rather than letters
 * lost at the chart's edge (the tooltip and the raw data keep the whole name).
 */
export function fitCategoryLabel(label: string, marginLeft: number, titled: boolean): string {
  const chars = Math.floor((marginLeft - TICK_ROOM - (titled ? AXIS_TITLE_ROOM : 0)) / CHAR_WIDTH);
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
}

/** Room kept between a label and the chart's edge. */
const EDGE = 2;

type AxisShape = Pick<CategoryAxis, "mode" | "rotation" | "lines"> & { ticks: readonly string[] | undefined };

/** Pies, radars and horizontal bars: their category labels are level and all drawn. */
const LEVEL: AxisShape = { mode: "level", rotation: 0, ticks: undefined, lines: (label) => [label] };

const frame = (
  height: number,
  margin: Margin,
  showCategoryAxis: boolean,
  axis: AxisShape,
  valueLabelChars: number,
): PartFrame => ({
  height: Math.round(height),
  margin,
  showCategoryAxis,
  categoryRotation: axis.rotation,
  categoryTicks: axis.ticks,
  categoryLines: axis.lines,
  categoryWrapped: axis.mode === "wrapped",
  valueLabelChars,
});
