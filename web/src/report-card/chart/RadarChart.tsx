import { Radar } from "@nivo/radar";
import { LABEL_KEY, valueAt, type BarRow } from "./bar-data.ts";
import { CHART_THEME } from "./chart-theme.ts";
import { ChartTooltip } from "./ChartTooltip.tsx";
import { seriesColors, type PartProps } from "./part-props.ts";
import { radarRows } from "./pie-radar-data.ts";
import { formatPlotted } from "./value-format.ts";

/** RADAR: one spoke per label, one outline per series. */
export function RadarChart({ part, width, frame, precision, interactive }: PartProps) {
  const colorOf = seriesColors(part);
  const text = (v: number | null) => formatPlotted(v, part.format, precision);
  return (
    <Radar<BarRow>
      width={width}
      height={frame.height}
      data={radarRows(part)}
      keys={part.series.map((s) => s.name)}
      indexBy={LABEL_KEY}
      margin={frame.margin}
      theme={CHART_THEME}
      colors={({ key }) => colorOf({ id: key })}
      valueFormat={(v) => text(v)}
      gridLevels={4}
      gridLabelOffset={10}
      dotSize={5}
      fillOpacity={0.15}
      borderWidth={2}
      animate={false}
      isInteractive={interactive}
      role="presentation"
      sliceTooltip={({ index, data }) => (
        <ChartTooltip
          heading={String(index)}
          lines={data.map((d) => ({
            color: d.color,
            name: d.id,
            // The spoke clamps missing and negative values; the tooltip tells the real one.
            value: text(valueAt(part, d.id, String(index))),
          }))}
        />
      )}
    />
  );
}
