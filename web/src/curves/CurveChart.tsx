import Box from "@mui/material/Box";
import { Line } from "@nivo/line";
import { useRef } from "react";
import { shortDate } from "../lib/month-end.ts";
import { categoryAxisProps } from "../report-card/chart/category-tick.tsx";
import { partFrames } from "../report-card/chart/chart-layout.ts";
import { CHART_THEME } from "../report-card/chart/chart-theme.ts";
import { titleOffset } from "../report-card/chart/part-props.ts";
import { tickCount, valueTicks } from "../report-card/chart/ticks.ts";
import { useElementWidth } from "../report-card/chart/use-element-width.ts";
import { longestValueLabel, tickFormatter } from "../report-card/chart/value-format.ts";
import { tenorLabel } from "./curve-format.ts";

const X_TITLE = "Tenor";
const Y_TITLE = "Par yield";

/**
 * A curve's par yields by tenor, at the width of its panel, laid out as the report charts are:
 * tenor labels thinned to those that fit (15 crowded a phone), no label past the chart's edge.
 */
export function CurveChart({
  asOfDate,
  points,
}: {
  asOfDate: string;
  points: readonly { tenorMonths: number; rate: string | number }[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const labels = points.map((p) => tenorLabel(p.tenorMonths));
  const rates = points.map((p) => Number(p.rate));
  const domain = { min: Math.min(...rates), max: Math.max(...rates) };
  const [frame] = partFrames({
    kind: "LINE",
    print: false,
    width,
    labels,
    xAxisTitle: X_TITLE,
    yAxisTitle: Y_TITLE,
    valueLabelChars: [longestValueLabel(domain, "PERCENTAGE", null, false)],
  });
  if (!frame) return null;
  const { margin } = frame;
  const scale = valueTicks(domain, tickCount(frame.height - margin.top - margin.bottom));
  return (
    <Box ref={box} sx={{ height: frame.height, minWidth: 0 }}>
      {width > 0 && (
        <Line
          width={width}
          height={frame.height}
          margin={margin}
          theme={CHART_THEME}
          data={[{ id: "rate", data: labels.map((x, i) => ({ x, y: rates[i] ?? null })) }]}
          xScale={{ type: "point" }}
          yScale={{ type: "linear", min: scale.min, max: scale.max }}
          gridYValues={scale.ticks}
          axisLeft={{
            tickValues: scale.ticks,
            format: tickFormatter("PERCENTAGE", null, scale.step),
            legend: Y_TITLE,
            legendOffset: titleOffset(margin.left),
            legendPosition: "middle",
          }}
          axisBottom={{
            ...categoryAxisProps(frame),
            legend: X_TITLE,
            legendOffset: margin.bottom - 10,
            legendPosition: "middle",
          }}
          animate={false}
          isInteractive={false}
          role="img"
          ariaLabel={`Par yields of ${shortDate(asOfDate)} by tenor`}
        />
      )}
    </Box>
  );
}
