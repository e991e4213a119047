import { getScaleTicks, type AnyScale } from "@nivo/scales";
import type { Theme } from "@nivo/theming";
import type { ReactNode } from "react";
import { PLAIN_THEME, svgTextStyle } from "./plain-theme.ts";
import { positionOf, type PlainPlot } from "./plain-scale.ts";

/** What a category tick drawn by the chart itself is given (a part of Nivo's tick props). */
export interface PlainTickProps {
  value: string | number;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
  textX: number;
  textY: number;
  theme: Theme["axis"]["ticks"];
}

/** An axis as the charts describe it: the part of Nivo's axis props they use, for both renderers. */
export interface PlainAxisProps {
  tickValues?: readonly (string | number)[];
  tickRotation?: number;
  format?: (value: string | number) => string;
  renderTick?: (tick: PlainTickProps) => ReactNode;
  legend?: string;
  legendPosition?: "middle";
  legendOffset?: number;
}

// Nivo's axis defaults.
const TICK_SIZE = 5;
const TICK_PADDING = 5;

type Side = "bottom" | "left";
/** Nivo's tick placement: ticks below a bottom axis and left of a left one, text past the tick. */
function tickLayout(side: Side, rotation: number) {
  const bottom = side === "bottom";
  const reach = TICK_SIZE + TICK_PADDING;
  if (!bottom) {
    return {
      lineX: -TICK_SIZE,
      lineY: 0,
      textX: -reach,
      textY: 0,
      anchor: "end",
      baseline: "central",
    } as const;
  }
  const tilted = rotation !== 0;
  return {
    lineX: 0,
    lineY: TICK_SIZE,
    textX: 0,
    textY: reach,
    anchor: !tilted ? "middle" : rotation < 0 ? "end" : "start",
    baseline: tilted ? "central" : "text-before-edge",
  } as const;
}

function PlainTick({
  tick,
  text,
  layout,
  rotation,
}: {
  tick: PlainTickProps;
  text: string;
  layout: ReturnType<typeof tickLayout>;
  rotation: number;
}) {
  const { ticks } = PLAIN_THEME.axis;
  return (
    <g transform={`translate(${tick.x},${tick.y})`} style={{ opacity: 1 }}>
      <line x1={0} x2={tick.lineX} y1={0} y2={tick.lineY} style={ticks.line} />
      <text
        dominantBaseline={layout.baseline}
        textAnchor={layout.anchor}
        transform={`translate(${tick.textX},${tick.textY}) rotate(${rotation})`}
        style={svgTextStyle(ticks.text)}
      >
        {text}
      </text>
    </g>
  );
}

/** One axis as Nivo draws it (ticks, domain line, title), as plain elements. */
function PlainAxis({
  side,
  axis,
  scale,
  width,
  height,
}: {
  side: Side;
  axis: PlainAxisProps;
  scale: AnyScale;
  width: number;
  height: number;
}) {
  const bottom = side === "bottom";
  const length = bottom ? width : height;
  const rotation = axis.tickRotation ?? 0;
  const layout = tickLayout(side, rotation);
  const at = positionOf(scale);
  const values = getScaleTicks(scale, axis.tickValues) as (string | number)[];
  const theme = PLAIN_THEME.axis;
  const offset = axis.legendOffset ?? 0;
  return (
    <g transform={`translate(0,${bottom ? height : 0})`}>
      {values.map((value) => {
        const place = at(value) ?? 0;
        const tick: PlainTickProps = {
          value,
          x: bottom ? place : 0,
          y: bottom ? 0 : place,
          lineX: layout.lineX,
          lineY: layout.lineY,
          textX: layout.textX,
          textY: layout.textY,
          theme: theme.ticks,
        };
        const text = String(axis.format ? axis.format(value) : value);
        return axis.renderTick ? (
          <g key={String(value)}>{axis.renderTick(tick)}</g>
        ) : (
          <PlainTick key={String(value)} tick={tick} text={text} layout={layout} rotation={rotation} />
        );
      })}
      <line style={theme.domain.line} x1={0} x2={bottom ? length : 0} y1={0} y2={bottom ? 0 : length} />
      {axis.legend !== undefined && (
        <text
          transform={
            bottom
              ? `translate(${length / 2}, ${offset}) rotate(0)`
              : `translate(${offset}, ${length / 2}) rotate(-90)`
          }
          textAnchor="middle"
          style={{ ...svgTextStyle(theme.legend.text), dominantBaseline: "central" }}
        >
          {axis.legend}
        </text>
      )}
    </g>
  );
}

interface AxesProps {
  plot: PlainPlot;
  bottom: PlainAxisProps | null;
  left: PlainAxisProps | null;
}

/** The bottom and left axes (the only ones the charts draw). */
export function PlainAxes({ plot, bottom, left }: AxesProps) {
  const { xScale, yScale, width, height } = plot;
  return (
    <>
      {bottom && <PlainAxis side="bottom" axis={bottom} scale={xScale} width={width} height={height} />}
      {left && <PlainAxis side="left" axis={left} scale={yScale} width={width} height={height} />}
    </>
  );
}
