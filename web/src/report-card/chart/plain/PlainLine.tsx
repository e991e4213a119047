import { computeXYScalesForSeries, type AnyScale } from "@nivo/scales";
import { area, line } from "d3-shape";
import { useState, type MouseEvent, type ReactNode } from "react";
import type { Margin } from "../chart-layout.ts";
import type { LinePoint, LineSeriesData } from "../line-data.ts";
import { PlainAxes, type PlainAxisProps } from "./PlainAxes.tsx";
import { PlainGrid } from "./PlainGrid.tsx";
import { scalePosition } from "./plain-scale.ts";
import { PlainMarkers, PlainSvg, type PlainMarker } from "./PlainSvg.tsx";
import { useChartHover } from "./plain-hover.tsx";

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
  /** On screen: what the tooltip says of the label (by its index) under the pointer. */
  sliceTooltipOf?: (index: number) => ReactNode;
}

type Position = { x: number | null; y: number | null };
const defined = (p: Position) => p.x !== null && p.y !== null;

/**
 * A line chart drawn as plain SVG in the places and styles Nivo's Line draws it (grid, zero line,
 * axes, band, areas, lines, points), on the scales Nivo computes from the same specs, without
 * its animation machinery: nothing moves, on screen or in print. On screen the label nearest the
 * pointer shows every series' value in a tooltip, and a line marks it (Nivo's slices on x).
 */
export function PlainLine(props: PlainLineProps) {
  const { hover, show, hide } = useChartHover();
  const [slice, setSlice] = useState<number | null>(null);
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
    <PlainSvg width={props.width} height={props.height} margin={margin} hover={hover}>
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
      {props.sliceTooltipOf && (
        <Slices
          xs={(series[0]?.data ?? []).map((d) => scalePosition(xScale)(d.data.x) ?? 0)}
          height={innerHeight}
          width={innerWidth}
          marked={slice}
          onEnter={(event, index) => {
            setSlice(index);
            show(event, props.sliceTooltipOf?.(index));
          }}
          onLeave={() => {
            setSlice(null);
            hide();
          }}
        />
      )}
    </PlainSvg>
  );
}

interface SlicesProps {
  /** Each label's x on the plot. */
  xs: readonly number[];
  width: number;
  height: number;
  marked: number | null;
  onEnter(event: MouseEvent<SVGElement>, index: number): void;
  onLeave(): void;
}

/** A band per label, halfway to its neighbours, that the pointer hovers; the hovered one's line. */
function Slices({ xs, width, height, marked, onEnter, onLeave }: SlicesProps) {
  const edge = (i: number) => (i <= 0 ? 0 : i >= xs.length ? width : ((xs[i - 1] ?? 0) + (xs[i] ?? 0)) / 2);
  const at = marked === null ? null : xs[marked];
  return (
    <g data-testid="slices" onMouseLeave={onLeave}>
      {at !== null && at !== undefined && (
        <line x1={at} x2={at} y1={0} y2={height} stroke="#000000" strokeOpacity={0.35} strokeWidth={1} />
      )}
      {xs.map((_, i) => (
        <rect
          key={i}
          x={edge(i)}
          width={Math.max(edge(i + 1) - edge(i), 0)}
          height={height}
          fill="transparent"
          onMouseEnter={(event) => onEnter(event, i)}
          onMouseMove={(event) => onEnter(event, i)}
        />
      ))}
    </g>
  );
}
