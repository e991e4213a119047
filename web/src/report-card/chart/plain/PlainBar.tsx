import type { MouseEvent, ReactNode } from "react";
import type { Margin } from "../chart-layout.ts";
import type { BarRow } from "../bar-data.ts";
import { PlainAxes, type PlainAxisProps } from "./PlainAxes.tsx";
import { PlainGrid } from "./PlainGrid.tsx";
import { barGeometry, type PlainBarDatum } from "./plain-bars.ts";
import { PlainMarkers, PlainSvg, type PlainMarker } from "./PlainSvg.tsx";
import { PLAIN_THEME, svgTextStyle } from "./plain-theme.ts";
import { useChartHover } from "./plain-hover.tsx";

/** The part of a bar chart's Nivo props that a printed bar chart draws from (BarLikeChart builds them once). */
export interface PlainBarProps {
  width: number;
  height: number;
  margin: Margin;
  data: BarRow[];
  keys: string[];
  layout: "horizontal" | "vertical";
  groupMode: "stacked" | "grouped";
  valueScale: { min: number; max: number };
  padding: number;
  innerPadding: number;
  colors(datum: { id: string | number }): string;
  valueFormat(value: number | null): string;
  enableLabel: boolean;
  labelSkipWidth: number;
  labelSkipHeight: number;
  labelTextColor: string;
  gridXValues?: number[];
  gridYValues?: number[];
  enableGridX: boolean;
  enableGridY: boolean;
  axisLeft: PlainAxisProps | null;
  axisBottom: PlainAxisProps | null;
  markers: PlainMarker[];
  /** Drawn over the bars: the value labels beside them. */
  overlay?: (layer: { bars: readonly PlainBarDatum[]; innerWidth: number; innerHeight: number }) => ReactNode;
  /** On screen: what a bar's tooltip says while the pointer is over it. */
  tooltipOf?: (bar: PlainBarDatum) => ReactNode;
}

/**
 * A bar chart drawn as plain SVG in the places and styles Nivo's Bar draws it (grid, axes, bars,
 * their labels, the zero line, then the overlay), without its animation machinery: nothing moves,
 * and each bar's spring was most of a chart's cost (in print) and most of a report's first
 * render after its grid (on screen). On screen a bar shows its tooltip while the pointer is over it.
 */
export function PlainBar(props: PlainBarProps) {
  const { hover, show, hide } = useChartHover();
  const { tooltipOf } = props;
  const { margin, enableLabel, labelSkipWidth, labelSkipHeight } = props;
  const innerWidth = props.width - margin.left - margin.right;
  const innerHeight = props.height - margin.top - margin.bottom;
  const { xScale, yScale, bars } = barGeometry({
    rows: props.data,
    keys: props.keys,
    horizontal: props.layout === "horizontal",
    stacked: props.groupMode === "stacked",
    min: props.valueScale.min,
    max: props.valueScale.max,
    padding: props.padding,
    innerPadding: props.innerPadding,
    innerWidth,
    innerHeight,
    colorOf: (id) => props.colors({ id }),
    format: props.valueFormat,
  });
  const labelled = (bar: PlainBarDatum) =>
    enableLabel &&
    !(labelSkipWidth > 0 && bar.width < labelSkipWidth) &&
    !(labelSkipHeight > 0 && bar.height < labelSkipHeight);
  const plot = { xScale, yScale, width: innerWidth, height: innerHeight };
  return (
    <PlainSvg width={props.width} height={props.height} margin={margin} hover={hover}>
      <PlainGrid
        xScale={props.enableGridX ? xScale : null}
        yScale={props.enableGridY ? yScale : null}
        xValues={props.gridXValues}
        yValues={props.gridYValues}
        width={innerWidth}
        height={innerHeight}
      />
      <PlainAxes plot={plot} bottom={props.axisBottom} left={props.axisLeft} />
      {bars.map((bar, index) => (
        <g key={bar.key} transform={`translate(${bar.x}, ${bar.y})`}>
          <rect
            data-testid={`bar.item.${bar.data.id}.${index}`}
            {...(tooltipOf && {
              onMouseEnter: (e: MouseEvent<SVGElement>) => show(e, tooltipOf(bar)),
              onMouseMove: (e: MouseEvent<SVGElement>) => show(e, tooltipOf(bar)),
              onMouseLeave: hide,
            })}
            width={Math.max(bar.width, 0)}
            height={Math.max(bar.height, 0)}
            rx={0}
            ry={0}
            fill={bar.color}
            strokeWidth={0}
          />
          {labelled(bar) && (
            <text
              x={bar.width / 2}
              y={bar.height / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fillOpacity={1}
              style={{
                ...svgTextStyle(PLAIN_THEME.labels.text),
                pointerEvents: "none",
                fill: props.labelTextColor,
              }}
            >
              {bar.data.formattedValue}
            </text>
          )}
        </g>
      ))}
      <PlainMarkers markers={props.markers} plot={plot} />
      {props.overlay?.({ bars, innerWidth, innerHeight })}
    </PlainSvg>
  );
}
