import { breakableWords } from "../table/text-width.ts";
import type { MeasureText } from "./chart-text.ts";

/** Rotation of labels too long to stand side by side, in degrees (Nivo's sign: up to the right). */
export const TILTED = -35;
const SIN = Math.sin((-TILTED * Math.PI) / 180);
const COS = Math.cos((-TILTED * Math.PI) / 180);
/** Height of a line of the axis' text, as the browser boxes it. */
export const CATEGORY_LINE_PX = 13;
/** Space between two level labels, and between two tilted ones (across their slant). */
const LEVEL_GAP = 8;
const TILTED_GAP = 3;
/** Between labels broken over lines: their lines are short, so a narrower gap still parts them. */
const WRAPPED_GAP = 4;
/** Nivo's tick (5 px) and the padding after it (5 px): where a label starts below the plot. */
const TICK_ROOM = 10;
/** Tilted labels drop at most this far below the plot (the plot keeps the rest of the height). */
export const MAX_TILTED_DROP = 110;
/** Level labels broken over at most this many lines. */
const MAX_LINES = 4;

export interface CategoryAxisInput {
  labels: readonly string[];
  plotWidth: number;
  /** Columns (a band per label, the tick at its middle) or lines (points from edge to edge). */
  band: boolean;
  measure: MeasureText;
}

export interface CategoryAxis {
  /** Level on one line, level over a few lines, or tilted. */
  mode: "level" | "wrapped" | "tilted";
  rotation: 0 | typeof TILTED;
  /** The labels drawn: all that fit, else every second, third… (Base kept). */
  ticks: string[];
  /** A label's lines as drawn: whole, broken between words, or (tilted too far) cut with an ellipsis. */
  lines(label: string): string[];
  /** How far the drawn labels reach past the plot's left and right edges (margins must hold them). */
  left: number;
  right: number;
  /** How far below the plot they reach, the tick included. */
  drop: number;
}

/**
 * The category axis of columns and lines: labels level where they all fit, tilted where tilting
 * keeps them all whole, broken over a few level lines where they are too long to tilt, else
 * thinned to every k-th (keeping Base, the scenario a reader looks for), tilted or level,
 * whichever keeps more.
 * Never two labels on each other: 18 scenario names on a phone's 270 px overlapped, and the
 * first one ('Ramp −400') ran off the chart's left edge.
 */
export function categoryAxis({ labels, plotWidth, band, measure }: CategoryAxisInput): CategoryAxis {
  const n = labels.length;
  const step = band ? plotWidth / Math.max(1, n) : plotWidth / Math.max(1, n - 1);
  const x = (i: number) => (band ? (i + 0.5) * step : n === 1 ? plotWidth / 2 : i * step);
  const anchor = Math.max(0, labels.indexOf("Base"));
  const kept = (k: number) => labels.map((_, i) => i).filter((i) => (((i - anchor) % k) + k) % k === 0);
  const widths = labels.map((l) => measure(l));
  /** Level boxes of these widths centred on their ticks stand apart and fit beside each other. */
  const levelFits = (shown: readonly number[], width: (i: number) => number, gap = LEVEL_GAP) =>
    shown.every((i, j) => {
      const next = shown[j + 1];
      return next === undefined || (width(i) + width(next)) / 2 + gap <= x(next) - x(i);
    });
  const level = (shown: number[], lineCount: (i: number) => number, width: (i: number) => number) => ({
    ticks: shown.map((i) => labels[i] ?? ""),
    left: Math.max(0, ...shown.map((i) => width(i) / 2 - x(i))),
    right: Math.max(0, ...shown.map((i) => x(i) + width(i) / 2 - plotWidth)),
    drop: TICK_ROOM + CATEGORY_LINE_PX * Math.max(1, ...shown.map(lineCount)),
  });
  const whole = (label: string) => [label];

  let levelK = 1;
  while (levelK < n && !levelFits(kept(levelK), (i) => widths[i] ?? 0)) levelK++;
  if (levelK === 1 || n <= 1)
    return {
      mode: "level",
      rotation: 0,
      lines: whole,
      ...level(
        kept(1),
        () => 1,
        (i) => widths[i] ?? 0,
      ),
    };

  // Tilted labels are as far apart, across their slant, as their ticks times the slant's sine.
  const tiltK = Math.max(1, Math.ceil((CATEGORY_LINE_PX + TILTED_GAP) / Math.max(1e-9, step * SIN) - 1e-9));
  const maxTilted = (MAX_TILTED_DROP - TICK_ROOM - (CATEGORY_LINE_PX / 2) * COS) / SIN;
  const tilted = (k: number): CategoryAxis => {
    const shown = kept(k);
    const cut = (label: string) => [ellipsize(label, maxTilted, measure)];
    const drawn = new Map(shown.map((i) => [i, measure(cut(labels[i] ?? "")[0] ?? "")]));
    // Anchored at their end under the tick, tilted labels run down and to the left of it.
    const half = CATEGORY_LINE_PX / 2;
    return {
      mode: "tilted",
      rotation: TILTED,
      ticks: shown.map((i) => labels[i] ?? ""),
      lines: cut,
      left: Math.max(0, ...shown.map((i) => (drawn.get(i) ?? 0) * COS + half * SIN - x(i))),
      right: Math.max(0, ...shown.map((i) => x(i) + half * SIN - plotWidth)),
      drop: TICK_ROOM + Math.max(0, ...drawn.values()) * SIN + half * COS,
    };
  };
  if (tiltK === 1 && widths.every((w) => w <= maxTilted)) return tilted(1);

  // Room for every label, but some too long to tilt whole ('Loan Principal Received within 1
  // Year'): level, broken between words, they read whole.
  const room = step - WRAPPED_GAP;
  const broken = labels.map((l) => wrap(l, room, measure));
  const brokenWidth = (i: number) => Math.max(0, ...(broken[i] ?? []).map((line) => measure(line)));
  const all = kept(1);
  if (tiltK === 1 && broken.every((b) => b.length <= MAX_LINES) && levelFits(all, brokenWidth, WRAPPED_GAP)) {
    const linesOf = new Map(labels.map((l, i) => [l, broken[i] ?? [l]]));
    return {
      mode: "wrapped",
      rotation: 0,
      lines: (label) => linesOf.get(label) ?? [label],
      ...level(all, (i) => broken[i]?.length ?? 1, brokenWidth),
    };
  }
  if (levelK <= tiltK)
    return {
      mode: "level",
      rotation: 0,
      lines: whole,
      ...level(
        kept(levelK),
        () => 1,
        (i) => widths[i] ?? 0,
      ),
    };
  return tilted(tiltK);
}

/** A label broken between words into lines no wider than `width` (a longer word stands alone). */
function wrap(label: string, width: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of breakableWords(label)) {
    if (line && measure((line + word).trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = word;
    } else line += word;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** The label, or as much of it as fits `width` followed by an ellipsis. */
function ellipsize(label: string, width: number, measure: MeasureText): string {
  if (measure(label) <= width) return label;
  let end = label.length;
  while (end > 1 && measure(`${label.slice(0, end).trimEnd()}…`) > width) end--;
  return `${label.slice(0, end).trimEnd()}…`;
}
