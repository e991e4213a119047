import { chartValue, type ValueFormatName } from "@alm/formats";

export interface ChartSeriesInput {
  name: string;
  format: ValueFormatName;
  values: readonly (number | null)[];
}

export interface ChartInput {
  labels: readonly string[];
  series: readonly ChartSeriesInput[];
}

/** Series as they are plotted: percentage series times 100 (spec section 5), gaps kept as null. */
export function plottedSeries(
  input: ChartInput,
): { name: string; format: ValueFormatName; values: (number | null)[] }[] {
  return input.series.map((s) => ({
    name: s.name,
    format: s.format,
    values: input.labels.map((_, i) => chartValue(s.values[i] ?? null, s.format)),
  }));
}

export type BarRow = { label: string } & Record<string, string | number>;

/**
 * One row per label with a value per series, for bars, columns and radar. With `percentOfTotal`
 * (column100) each label's values are shares of that label's total, in percent.
 */
export function barRows(input: ChartInput, percentOfTotal = false): { rows: BarRow[]; keys: string[] } {
  const series = plottedSeries(input);
  const rows = input.labels.map((label, i) => {
    const row: BarRow = { label };
    const total = series.reduce((sum, s) => sum + Math.abs(s.values[i] ?? 0), 0);
    for (const s of series) {
      const v = s.values[i];
      if (v === null || v === undefined) continue;
      row[s.name] = percentOfTotal ? (total ? (Math.abs(v) / total) * 100 : 0) : v;
    }
    return row;
  });
  return { rows, keys: series.map((s) => s.name) };
}

export interface LineSeriesData {
  id: string;
  data: { x: string; y: number | null }[];
}

export function lineSeries(input: ChartInput): LineSeriesData[] {
  return plottedSeries(input).map((s) => ({
    id: s.name,
    data: input.labels.map((label, i) => ({ x: label, y: s.values[i] ?? null })),
  }));
}

/** A pie of the first series: one slice per label with a positive value. */
export function pieSlices(input: ChartInput): { id: string; label: string; value: number }[] {
  const [first] = plottedSeries(input);
  if (!first) return [];
  return input.labels.flatMap((label, i) => {
    const v = first.values[i];
    return v !== null && v !== undefined && v > 0 ? [{ id: label, label, value: v }] : [];
  });
}

/** Series of one format together: dollars and ratios cannot share an axis, so they get a chart each. */
export function byFormat(input: ChartInput): ChartInput[] {
  const formats = [...new Set(input.series.map((s) => s.format))];
  return formats.map((f) => ({ labels: input.labels, series: input.series.filter((s) => s.format === f) }));
}
