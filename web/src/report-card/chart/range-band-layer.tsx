import type { LineCustomSvgLayerProps } from "@nivo/line";
import { area } from "d3-shape";
import { plottedSeries, type ChartInput, type LineSeriesData } from "./chart-data.ts";
import { paletteColor } from "./palette.ts";

/**
 * rangeAreaLine: the first two series are the low and high ends of a range, drawn as a shaded
 * band; the other series are lines over it.
 */
export function rangeBandLayer(input: ChartInput) {
  const [low, high] = plottedSeries(input);
  return function RangeBand({ xScale, yScale }: LineCustomSvgLayerProps<LineSeriesData>) {
    if (!low || !high) return null;
    const points = input.labels.flatMap((label, i) => {
      const [y0, y1] = [low.values[i], high.values[i]];
      return y0 === null || y1 === null ? [] : [{ x: label, y0, y1 }];
    });
    const x = xScale as unknown as (v: string) => number;
    const y = yScale as unknown as (v: number) => number;
    const path = area<{ x: string; y0: number; y1: number }>()
      .x((p) => x(p.x))
      .y0((p) => y(p.y0))
      .y1((p) => y(p.y1))(points);
    return <path d={path ?? ""} fill={paletteColor(0)} fillOpacity={0.18} stroke="none" />;
  };
}
