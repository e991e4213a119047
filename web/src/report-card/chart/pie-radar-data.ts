import { LABEL_KEY, type BarRow } from "./bar-data.ts";
import type { ChartPartData } from "./chart-model.ts";

export interface PieSlice {
  id: string;
  label: string;
  value: number;
  /** The label's place among all labels, so a slice keeps its colour when others are left out. */
  colorIndex: number;
}

/**
 * A pie of the block's first series, one slice per label. Only positive amounts can be slices:
 * missing, zero and negative values are left out of the pie (the raw data still lists them).
 */
export function pieSlices(part: ChartPartData): PieSlice[] {
  const [first] = part.series;
  if (!first) return [];
  return part.labels.flatMap((label, i) => {
    const v = first.values[i];
    return v !== null && v !== undefined && v > 0 ? [{ id: label, label, value: v, colorIndex: i }] : [];
  });
}

/**
 * What a slice's share is of: the series' net total, negative amounts included (an allowance for
 * loan losses nets against the loans), so a pie's shares are the table's mix of the same total.
 * Only when the amounts net to nothing or less are the slices their own base.
 */
export function pieBase(part: ChartPartData, slices: readonly PieSlice[]): number {
  const net = (part.series[0]?.values ?? []).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return net > 0 ? net : slices.reduce((sum, s) => sum + s.value, 0);
}

/**
 * Radar rows: one spoke per label with a value per series. A radar has no gaps, so labels where
 * every series is missing are left out and other missing values sit at the centre, as negative
 * values do (the radius starts at zero); tooltips still show the real value or N/A.
 */
export function radarRows(part: ChartPartData): BarRow[] {
  return part.labels.flatMap((label, i) => {
    if (part.series.every((s) => s.values[i] === null || s.values[i] === undefined)) return [];
    const row: BarRow = { [LABEL_KEY]: label };
    for (const s of part.series) row[s.name] = Math.max(0, s.values[i] ?? 0);
    return [row];
  });
}
