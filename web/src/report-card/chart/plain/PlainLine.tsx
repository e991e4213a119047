import { computeXYScalesForSeries, type AnyScale } from "@nivo/scales";
import { area, line } from "d3-shape";
import type { ReactNode } from "react";
import type { Margin } from "../chart-layout.ts";
import type { LinePoint, LineSeriesData } from "../line-data.ts";
import { PlainAxes, type PlainAxisProps } from "./PlainAxes.tsx";
import { PlainGrid } from "./PlainGrid.tsx";
import { scalePosition } from "./plain-scale.ts";
import { PlainMarkers, PlainSvg, type PlainMarker } from "./PlainSvg.tsx";

/** The part of a line chart's Nivo props that a printed line chart draws from (LineLikeChart builds them once). */
export interface PlainLineProps {
  width: number;
  height: number;
  margin: Margin;
  data: LineSeriesData[];
  colors(series: { id: string | number }): string;
  yScale: { type: "linear"; min: number; max: number };
  enableArea: boolean;
  areaOpacity: number;
  lineWidth: number;
  pointSize: number;
  gridYValues?: number[];
  axisLeft: PlainAxisProps | null;
  axisBottom: PlainAxisProps | null;
  markers: PlainMarker[];
  /** Drawn under the areas and lines: the range band. */
  underlay?: (scales: { xScale: AnyScale; yScale: AnyScale }) => ReactNode;
}

type Position = { x: number | null; y: number | null };
const defined = (p: Position) => p.x !== null && p.y !== null;

/**
 * A line chart drawn as plain SVG in the places and styles Nivo's Line draws it (grid, zero line,
 * axes, band, areas, lines, points), on the scales Nivo computes from the same specs, without
 * its animation machinery: for print, where nothing moves.
 */
export function PlainLine(props: PlainLineProps) {
  const { margin } = props;
  const innerWidth = props.width - margin.left - margin.right;
  const innerHeight = props.height - margin.top - margin.bottom;
  const { series, xScale, yScale } = computeXYScalesForSeries<{ id: string }, LinePoint>(
    props.data,
    { type: "point" },
    props.yScale,
    innerWidth,
    innerHeight,
  );
  const drawn = series
    .map((s) => ({ id: s.id, color: props.colors({ id: s.id }), positions: s.data.map((d) => d.position) }))
    .reverse();
  const linePath = line<Position>()
    .defined(defined)
    .x((p) => p.x ?? 0)
    .y((p) => p.y ?? 0);
  const baseline = scalePosition(yScale)(0) ?? 0;
  const areaPath = area<Position>()
    .defined(defined)
    .x((p) => p.x ?? 0)
    .y1((p) => p.y ?? 0)
    .y0(baseline);
  const plot = { xScale, yScale, width: innerWidth, height: innerHeight };
  return (
    <PlainSvg width={props.width} height={props.height} margin={margin}>
      <PlainGrid
        xScale={null}
        yScale={yScale}
        yValues={props.gridYValues}
        width={innerWidth}
        height={innerHeight}
      />
      <PlainMarkers markers={props.markers} plot={plot} />
      <PlainAxes plot={plot} bottom={props.axisBottom} left={props.axisLeft} />
      {props.underlay?.({ xScale, yScale })}
      {props.enableArea && (
        <g>
          {drawn.map((s) => (
            <path
              key={s.id}
              d={areaPath(s.positions) ?? undefined}
              fill={s.color}
              fillOpacity={props.areaOpacity}
              strokeWidth={0}
              style={{ mixBlendMode: "normal" }}
            />
          ))}
        </g>
      )}
      <g>
        {drawn.map((s) => (
          <path
            key={s.id}
            d={linePath(s.positions) ?? undefined}
            fill="none"
            strokeWidth={props.lineWidth}
            stroke={s.color}
          />
        ))}
      </g>
      {props.pointSize > 0 && (
        <g>
          {drawn.flatMap((s) =>
            s.positions.filter(defined).map((p, i) => (
              <g
                key={`${s.id}.${i}`}
                transform={`translate(${p.x}, ${p.y})`}
                style={{ pointerEvents: "none" }}
              >
                <circle
                  r={props.pointSize / 2}
                  fill={s.color}
                  stroke="transparent"
                  strokeWidth={0}
                  style={{ pointerEvents: "none" }}
                />
              </g>
            )),
          )}
        </g>
      )}
    </PlainSvg>
  );
}
