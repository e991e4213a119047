import type { PartFrame } from "./chart-layout.ts";
import { CATEGORY_LINE_PX } from "./category-axis.ts";
import type { PlainTickProps } from "./plain/PlainAxes.tsx";

/** The category axis props of a part (Nivo's and the printed chart's): the labels it draws, tilted or broken over lines. */
export function categoryAxisProps(frame: PartFrame) {
  return {
    tickValues: frame.categoryTicks ? [...frame.categoryTicks] : undefined,
    tickRotation: frame.categoryRotation,
    format: (label: string | number) => frame.categoryLines(String(label)).join(" "),
    renderTick: frame.categoryWrapped
      ? (tick: PlainTickProps) => <WrappedTick tick={tick} lines={frame.categoryLines} />
      : undefined,
  };
}

/** A level label over a few lines, centred under its tick (Nivo draws one line only). */
function WrappedTick({ tick, lines }: { tick: PlainTickProps; lines: (label: string) => string[] }) {
  const { x, y, lineX, lineY, textX, textY, theme, value } = tick;
  const { fill, fontSize, fontFamily } = theme.text;
  return (
    <g transform={`translate(${x},${y})`}>
      <line
        x1={0}
        x2={lineX}
        y1={0}
        y2={lineY}
        style={{ stroke: theme.line.stroke, strokeWidth: theme.line.strokeWidth }}
      />
      <text
        textAnchor="middle"
        dominantBaseline="text-before-edge"
        transform={`translate(${textX},${textY})`}
        style={{ fill, fontSize, fontFamily }}
      >
        {lines(String(value)).map((line, i) => (
          <tspan key={i} x={0} dy={i === 0 ? 0 : CATEGORY_LINE_PX}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}
