import { area } from "d3-shape";
import type { BandPoint } from "./line-data.ts";

interface BandProps {
  band: readonly BandPoint[];
  color: string;
  xScale: (x: string) => number | undefined;
  yScale: (y: number) => number | undefined;
}

/**
 * The shaded range between two series (RANGE_AREA_LINE), drawn under the lines; gaps where
 * either end is missing break the band.
 */
export function RangeBand({ band, color, xScale, yScale }: BandProps) {
  const path = area<BandPoint>()
    .defined((p) => p.low !== null)
    .x((p) => xScale(p.x) ?? 0)
    .y0((p) => (p.low === null ? 0 : (yScale(p.low) ?? 0)))
    .y1((p) => (p.high === null ? 0 : (yScale(p.high) ?? 0)))(band);
  return path ? <path d={path} fill={color} fillOpacity={0.2} stroke={color} strokeOpacity={0.35} /> : null;
}
