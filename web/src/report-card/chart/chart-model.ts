import { chartValue, type ValueFormatName } from "@alm/formats";

/** Chart types of the template (schema ChartType). */
export type ChartKind =
  "AREA" | "BAR" | "COLUMN" | "COLUMN100" | "COLUMNS" | "LINE" | "PIE" | "RANGE_AREA_LINE" | "RADAR";

/**
 * A series as the report sends it: values in the engine's units (decimal fractions for ratios),
 * as Decimal strings (ChartSeries.numbers) or numbers.
 */
export interface ChartSeriesInput {
  name: string;
  format: ValueFormatName;
  values: readonly (number | string | null)[];
}

export interface ChartInput {
  labels: readonly string[];
  series: readonly ChartSeriesInput[];
}

/**
 * A series as it is plotted: percentage series times 100 (spec section 5), one value per label
 * (missing ones null, so they show as gaps), and its place in the block for its colour.
 */
export interface PlottedSeries {
  name: string;
  format: ValueFormatName;
  values: (number | null)[];
  colorIndex: number;
}

export function plottedSeries(input: ChartInput): PlottedSeries[] {
  return input.series.map((s, colorIndex) => ({
    name: s.name,
    format: s.format,
    values: input.labels.map((_, i) => chartValue(s.values[i] ?? null, s.format)),
    colorIndex,
  }));
}

/** What one Nivo chart draws: the labels and the plotted series sharing one value axis. */
export interface ChartPartData {
  labels: readonly string[];
  series: PlottedSeries[];
  format: ValueFormatName;
}

/**
 * Dollars and ratios cannot share a value axis, so a block mixing formats (e.g. Projected NII
 * and ROA) is drawn as one chart per format, stacked, in order of first appearance. A pie shows
 * one series, so it is never split.
 */
export function chartParts(kind: ChartKind, input: ChartInput): ChartPartData[] {
  const series = plottedSeries(input);
  if (kind === "PIE") return [{ labels: input.labels, series: series.slice(0, 1), format: formatOf(series) }];
  const formats = [...new Set(series.map((s) => s.format))];
  return formats.map((format) => ({
    labels: input.labels,
    series: series.filter((s) => s.format === format),
    format,
  }));
}

const formatOf = (series: readonly PlottedSeries[]): ValueFormatName => series[0]?.format ?? "NUMERIC";

export const hasValues = (input: ChartInput): boolean =>
  input.series.some((s) => s.values.some((v) => chartValue(v, s.format) !== null));

const KIND_NAMES: Record<ChartKind, string> = {
  AREA: "area chart",
  BAR: "bar chart",
  COLUMN: "column chart",
  COLUMN100: "100% stacked column chart",
  COLUMNS: "grouped column chart",
  LINE: "line chart",
  PIE: "pie chart",
  RANGE_AREA_LINE: "range and line chart",
  RADAR: "radar chart",
};

/** The chart's accessible name: its title, its kind, the series and the span of the labels. */
export function chartSummary(title: string, kind: ChartKind, input: ChartInput): string {
  const names = input.series.map((s) => s.name).join(", ") || "no series";
  const first = input.labels[0];
  const last = input.labels[input.labels.length - 1];
  const span = first === undefined ? "" : first === last ? ` for ${first}` : ` from ${first} to ${last}`;
  return `${title || "Chart"}: ${KIND_NAMES[kind]} of ${names}${span}`;
}
