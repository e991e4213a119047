import type { ChartKind, ChartPartData, PlottedSeries } from "./chart-model.ts";

export interface LinePoint {
  x: string;
  y: number | null;
}

export interface LineSeriesData {
  id: string;
  data: LinePoint[];
}

/** Where a range band is drawn at a label; null where either end is missing (a gap in the band). */
export type BandPoint = { x: string; low: number; high: number } | { x: string; low: null; high: null };

/** What a line-like chart draws: the lines, an optional range band, and the value axis' extent. */
export interface LineLayout {
  lines: LineSeriesData[];
  /** Colours of the lines, by their place in the block. */
  lineColorIndexes: number[];
  band: BandPoint[] | null;
  /** The band's two series, for the legend and tooltips. */
  bandSeries: [PlottedSeries, PlottedSeries] | null;
  domain: { min: number; max: number };
}

const toLine = (labels: readonly string[], s: PlottedSeries): LineSeriesData => ({
  id: s.name,
  data: labels.map((x, i) => ({ x, y: s.values[i] ?? null })),
});

/**
 * LINE and AREA draw every series. RANGE_AREA_LINE draws the first two series as a shaded band
 * between them (whichever is lower at each label) and the other series as lines over it; with
 * only two series the band's edges are drawn as lines too, and with one it is a plain line.
 */
export function lineLayout(kind: ChartKind, part: ChartPartData): LineLayout {
  const [first, second, ...rest] = part.series;
  const banded = kind === "RANGE_AREA_LINE" && first !== undefined && second !== undefined;
  const drawn = banded && rest.length > 0 ? rest : part.series;
  const band = banded ? bandPoints(part.labels, first, second) : null;
  const values = part.series.flatMap((s) => s.values).filter((v): v is number => v !== null);
  return {
    lines: drawn.map((s) => toLine(part.labels, s)),
    lineColorIndexes: drawn.map((s) => s.colorIndex),
    band,
    bandSeries: banded ? [first, second] : null,
    domain: valueDomain(values, kind === "AREA"),
  };
}

function bandPoints(labels: readonly string[], a: PlottedSeries, b: PlottedSeries): BandPoint[] {
  return labels.map((x, i) => {
    const [va, vb] = [a.values[i] ?? null, b.values[i] ?? null];
    return va === null || vb === null
      ? { x, low: null, high: null }
      : { x, low: Math.min(va, vb), high: Math.max(va, vb) };
  });
}

/**
 * The value axis' extent: every plotted value (Nivo would size the axis to the lines alone and
 * clip the band), with zero for areas, which fill down to it. A flat series gets room around it.
 */
export function valueDomain(values: readonly number[], includeZero: boolean): { min: number; max: number } {
  const all = includeZero ? [...values, 0] : values;
  if (!all.length) return { min: 0, max: 1 };
  const min = Math.min(...all);
  const max = Math.max(...all);
  if (min !== max) return { min, max };
  const pad = Math.abs(min) * 0.1 || 1;
  return { min: min - pad, max: max + pad };
}
