import type { LineCustomSvgLayer } from "@nivo/line";
import { area } from "d3-shape";
import type { BandPoint, LineSeriesData } from "./line-data.ts";

/**
 * A Nivo line layer that shades the range between two series (RANGE_AREA_LINE), drawn under the
 * lines; gaps where either end is missing break the band.
 */
export function rangeBandLayer(
  band: readonly BandPoint[],
  color: string,
): LineCustomSvgLayer<LineSeriesData> {
  return function RangeBand({ xScale, yScale }) {
    const path = area<BandPoint>()
      .defined((p) => p.low !== null)
      .x((p) => xScale(p.x))
      .y0((p) => yScale(p.low))
      .y1((p) => yScale(p.high))(band);
    return path ? <path d={path} fill={color} fillOpacity={0.2} stroke={color} strokeOpacity={0.35} /> : null;
  };
}
