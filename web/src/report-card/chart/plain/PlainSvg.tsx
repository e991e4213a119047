import type { ReactNode } from "react";
import type { Margin } from "../chart-layout.ts";
import { scalePosition, type PlainPlot } from "./plain-scale.ts";
import { PLAIN_THEME } from "./plain-theme.ts";
import { ChartHoverBox, type ChartHover } from "./plain-hover.tsx";

interface Props {
  width: number;
  height: number;
  margin: Margin;
  children: ReactNode;
  /** On screen, the tooltip of what the pointer is over. */
  hover?: ChartHover | null;
}

/**
 * The SVG a Nivo chart is drawn in (its wrapper div, background and margin group), for charts
 * drawn as plain elements: same box, same place, nothing animated; on screen, with its tooltip.
 */
export function PlainSvg({ width, height, margin, children, hover }: Props) {
  return (
    <div style={{ position: "relative" }}>
      <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} role="presentation">
        <rect width={width} height={height} fill={PLAIN_THEME.background} />
        <g transform={`translate(${margin.left},${margin.top})`}>{children}</g>
      </svg>
      {hover && <ChartHoverBox hover={hover} width={width} />}
    </div>
  );
}

/** A line across the plot at a value (Nivo's cartesian marker without a legend): the zero line. */
export interface PlainMarker {
  axis: "x" | "y";
  value: number;
  lineStyle: { stroke: string; strokeWidth: number };
}

export function PlainMarkers({ markers, plot }: { markers: readonly PlainMarker[]; plot: PlainPlot }) {
  const { width, height } = plot;
  return markers.map((marker, i) => {
    const onY = marker.axis === "y";
    const at = scalePosition(onY ? plot.yScale : plot.xScale)(marker.value) ?? 0;
    return (
      <g key={i} transform={`translate(${onY ? 0 : at}, ${onY ? at : 0})`}>
        <line
          x1={0}
          x2={onY ? width : 0}
          y1={0}
          y2={onY ? 0 : height}
          stroke={PLAIN_THEME.markers.lineColor}
          strokeWidth={PLAIN_THEME.markers.lineStrokeWidth}
          style={marker.lineStyle}
        />
      </g>
    );
  });
}
