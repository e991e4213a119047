import { computeScale, type AnyScale } from "@nivo/scales";
import { stack, stackOffsetDiverging } from "d3-shape";
import { LABEL_KEY, type BarRow } from "../bar-data.ts";
import { scalePosition } from "./plain-scale.ts";

/** A bar as Nivo places it (its computed bar's fields the charts read). */
export interface PlainBarDatum {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  data: { id: string; value: number | null; formattedValue: string; indexValue: string };
}

export interface BarGeometryInput {
  rows: readonly BarRow[];
  keys: readonly string[];
  horizontal: boolean;
  stacked: boolean;
  /** The value axis' exact extent. */
  min: number;
  max: number;
  padding: number;
  innerPadding: number;
  innerWidth: number;
  innerHeight: number;
  colorOf(id: string): string;
  format(value: number): string;
}

export interface BarGeometry {
  xScale: AnyScale;
  yScale: AnyScale;
  bars: PlainBarDatum[];
}

const labelOf = (row: BarRow) => String(row[LABEL_KEY] ?? "");
const valueIn = (row: BarRow, key: string) => (typeof row[key] === "number" ? row[key] : null);

/**
 * Nivo's bar placement (grouped side by side, or stacked with diverging offsets), on the scales
 * Nivo builds from the same specs: a band per label, the value axis over exactly [min, max].
 * Bars of missing values are left out, as Nivo leaves them out.
 */
export function barGeometry(input: BarGeometryInput): BarGeometry {
  const { rows, keys, horizontal, stacked, innerWidth, innerHeight } = input;
  const [valueAxis, indexAxis] = horizontal ? (["x", "y"] as const) : (["y", "x"] as const);
  const indexScale = computeScale(
    { type: "band", round: false },
    { all: rows.map(labelOf), min: 0, max: 0 },
    horizontal ? innerHeight : innerWidth,
    indexAxis,
  ) as AnyScale & { bandwidth(): number; padding(p: number): AnyScale };
  indexScale.padding(input.padding);
  const valueScale = computeScale(
    { type: "linear", min: input.min, max: input.max, nice: false },
    { all: [input.min, input.max], min: input.min, max: input.max },
    horizontal ? innerWidth : innerHeight,
    valueAxis,
  ) as AnyScale;
  const at = (v: number) => scalePosition(valueScale)(v) ?? 0;
  const band = (label: string) => scalePosition(indexScale)(label) ?? 0;
  const datum = (key: string, row: BarRow, value: number | null) => ({
    id: key,
    value,
    formattedValue: input.format(value ?? 0),
    indexValue: labelOf(row),
  });
  const bars: PlainBarDatum[] = [];
  const place = (
    key: string,
    row: BarRow,
    value: number | null,
    box: Omit<PlainBarDatum, "key" | "color" | "data">,
  ) => {
    if (value === null) return;
    bars.push({
      key: `${key}.${labelOf(row)}`,
      color: input.colorOf(key),
      data: datum(key, row, value),
      ...box,
    });
  };
  if (stacked) {
    // Only share columns (COLUMN100) stack, upright: Nivo places sideways stacks differently.
    if (horizontal) throw new Error("Stacked bars are drawn upright only.");
    const filled = rows.map((row) => ({
      ...row,
      ...Object.fromEntries(keys.map((k) => [k, valueIn(row, k)])),
    }));
    const layers = stack<Record<string, string | number | null>>()
      .keys(keys)
      .value((row, key) => Number(row[key]))
      .offset(stackOffsetDiverging)(filled);
    const thickness = indexScale.bandwidth();
    const inner = input.innerPadding;
    for (const layer of layers) {
      layer.forEach((point, i) => {
        const row = rows[i] as BarRow;
        const start = at(point[1]) + 0.5 * inner;
        const box = {
          x: band(labelOf(row)),
          y: start,
          width: thickness,
          height: at(point[0]) - start - inner,
        };
        place(layer.key, row, valueIn(row, layer.key), box);
      });
    }
    return horizontal
      ? { xScale: valueScale, yScale: indexScale, bars }
      : { xScale: indexScale, yScale: valueScale, bars };
  }
  const thickness = (indexScale.bandwidth() - input.innerPadding * (keys.length - 1)) / keys.length;
  const base = at(0);
  keys.forEach((key, k) => {
    for (const row of rows) {
      const value = valueIn(row, key);
      const offset = band(labelOf(row)) + thickness * k + input.innerPadding * k;
      const v = value ?? 0;
      if (horizontal) {
        const x = v > 0 ? base : at(v);
        place(key, row, value, { x, y: offset, width: v > 0 ? at(v) - base : base - x, height: thickness });
      } else {
        const y = v > 0 ? at(v) : base;
        place(key, row, value, { x: offset, y, width: thickness, height: v > 0 ? base - y : at(v) - base });
      }
    }
  });
  return horizontal
    ? { xScale: valueScale, yScale: indexScale, bars }
    : { xScale: indexScale, yScale: valueScale, bars };
}
