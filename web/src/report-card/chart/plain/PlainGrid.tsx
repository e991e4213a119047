import { getScaleTicks, type AnyScale } from "@nivo/scales";
import { positionOf } from "./plain-scale.ts";
import { PLAIN_THEME } from "./plain-theme.ts";

/** Grid lines at the given values across the plot (Nivo's grid, as plain lines). */
export function PlainGrid(props: {
  xScale: AnyScale | null;
  yScale: AnyScale | null;
  xValues?: readonly number[];
  yValues?: readonly number[];
  width: number;
  height: number;
}) {
  const { xScale, yScale, xValues, yValues, width, height } = props;
  const { stroke, strokeWidth } = PLAIN_THEME.grid.line;
  const lines = (scale: AnyScale, values: readonly number[] | undefined, vertical: boolean) => {
    const at = positionOf(scale);
    const ticks = (values ?? getScaleTicks(scale)) as number[];
    return (
      <g>
        {ticks.map((v) => {
          const p = at(v) ?? 0;
          return vertical ? (
            <line
              key={v}
              opacity={1}
              x1={p}
              x2={p}
              y1={0}
              y2={height}
              stroke={stroke}
              strokeWidth={strokeWidth}
            />
          ) : (
            <line
              key={v}
              opacity={1}
              x1={0}
              x2={width}
              y1={p}
              y2={p}
              stroke={stroke}
              strokeWidth={strokeWidth}
            />
          );
        })}
      </g>
    );
  };
  return (
    <>
      {xScale && lines(xScale, xValues, true)}
      {yScale && lines(yScale, yValues, false)}
    </>
  );
}
