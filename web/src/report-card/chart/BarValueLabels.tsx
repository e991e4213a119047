import { valueLabelSpot } from "./bar-value-labels.ts";
import type { MeasureText } from "./chart-text.ts";
import { CHART_FONT_FAMILY, CHART_LABEL_PX } from "./chart-theme.ts";

const INSIDE_TEXT = "#ffffff";
const OUTSIDE_TEXT = "#333333";

/** The bars and plot a label layer reads: Nivo's custom layer props, or the printed chart's. */
export interface ValueLabelLayer {
  bars: readonly {
    key: string;
    x: number;
    y: number;
    width: number;
    height: number;
    data: { value: number | null; formattedValue: string; indexValue: string | number };
  }[];
  innerWidth: number;
  innerHeight: number;
}

interface Props {
  layer: ValueLabelLayer;
  horizontal: boolean;
  measure: MeasureText;
}

/** A layer (of Nivo's chart or the printed one) writing each bar's value on it or beside it (see valueLabelSpot). */
export function BarValueLabels({ layer, horizontal, measure }: Props) {
  const { bars, innerWidth, innerHeight } = layer;
  const slot = innerWidth / Math.max(1, new Set(bars.map((b) => b.data.indexValue)).size);
  return (
    <g data-testid="bar-value-labels">
      {bars.map((bar) => {
        const { value, formattedValue } = bar.data;
        if (value === null) return null;
        const spot = valueLabelSpot(
          { x: bar.x, y: bar.y, width: bar.width, height: bar.height, value },
          measure(formattedValue),
          { width: innerWidth, height: innerHeight },
          horizontal,
          slot,
        );
        return (
          spot && (
            <text
              key={bar.key}
              x={spot.x}
              y={spot.y}
              textAnchor={spot.anchor}
              dominantBaseline="central"
              style={{
                fontFamily: CHART_FONT_FAMILY,
                fontSize: CHART_LABEL_PX,
                fill: spot.inside ? INSIDE_TEXT : OUTSIDE_TEXT,
                pointerEvents: "none",
              }}
            >
              {formattedValue}
            </text>
          )
        );
      })}
    </g>
  );
}
