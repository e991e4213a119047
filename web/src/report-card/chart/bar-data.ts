import type { ChartPartData } from "./chart-model.ts";

/** Nivo's bar datum: the label under LABEL_KEY, then one number per series name. */
export type BarRow = Record<string, string | number>;

/** The field of a row that holds its label (not a series name the api would send). */
export const LABEL_KEY = "__label";

export interface BarData {
  rows: BarRow[];
  keys: string[];
}

/**
 * One row per label with each series' plotted value, for bars and columns. A missing value is
 * left out of the row, and Nivo leaves that bar out: a gap, not a zero.
 */
export function barRows(part: ChartPartData): BarData {
  const rows = part.labels.map((label, i) => {
    const row: BarRow = { [LABEL_KEY]: label };
    for (const s of part.series) {
      const v = s.values[i];
      if (v !== null && v !== undefined) row[s.name] = v;
    }
    return row;
  });
  return { rows, keys: part.series.map((s) => s.name) };
}

/**
 * Nivo stacks a horizontal chart's rows from the bottom up; a report lists its bars in reading
 * order (the largest contributor first), so the first row must be drawn at the top.
 */
export const topToBottom = (data: BarData): BarData => ({ rows: [...data.rows].reverse(), keys: data.keys });

/**
 * column100: each label's values as shares of that label's total, in percent, so every column
 * adds up to 100. Sizes are absolute (a negative amount still takes its share of the column);
 * a label whose values are all missing or zero has no column.
 */
export function shareRows(part: ChartPartData): BarData {
  const { rows, keys } = barRows(part);
  const shares = rows.map((row) => {
    const total = keys.reduce((sum, k) => sum + Math.abs(numberIn(row, k) ?? 0), 0);
    const share: BarRow = { [LABEL_KEY]: row[LABEL_KEY] ?? "" };
    if (total === 0) return share;
    for (const k of keys) {
      const v = numberIn(row, k);
      if (v !== null) share[k] = (Math.abs(v) / total) * 100;
    }
    return share;
  });
  return { rows: shares, keys };
}

const numberIn = (row: BarRow, key: string): number | null => {
  const v = row[key];
  return typeof v === "number" ? v : null;
};

/** The plotted value of a series at a label, for tooltips of share columns. */
export function valueAt(part: ChartPartData, seriesName: string, label: string): number | null {
  const i = part.labels.indexOf(label);
  const s = part.series.find((x) => x.name === seriesName);
  return i < 0 || !s ? null : (s.values[i] ?? null);
}
