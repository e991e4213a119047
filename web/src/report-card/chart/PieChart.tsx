import { Pie } from "@nivo/pie";
import { formatChartValue } from "@alm/formats";
import { CHART_THEME } from "./chart-theme.ts";
import { ChartTooltip } from "./ChartTooltip.tsx";
import { paletteColor } from "./palette.ts";
import type { PartProps } from "./part-props.ts";
import { pieSlices, type PieSlice } from "./pie-radar-data.ts";
import { formatPlotted } from "./value-format.ts";

/** Slices narrower than this (degrees) carry no label on or beside them; the legend names them. */
const SKIP_LINK_LABEL_ANGLE = 10;
const SKIP_ARC_LABEL_ANGLE = 18;

/** PIE: the first series, one slice per label, each slice's share written on it. */
export function PieChart({ part, width, frame, precision, interactive }: PartProps) {
  const slices = pieSlices(part);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const shareOf = (value: number) => formatChartValue(total ? (value / total) * 100 : 0, "PERCENTAGE", 1);
  // Labels beside the slices need room; a narrow block keeps only the legend.
  const roomy = width >= 360;
  return (
    <Pie<PieSlice>
      width={width}
      height={frame.height}
      data={slices}
      margin={roomy ? frame.margin : { top: 12, right: 12, bottom: 12, left: 12 }}
      theme={CHART_THEME}
      colors={(d) => paletteColor(d.data.colorIndex)}
      innerRadius={0.45}
      padAngle={0.6}
      cornerRadius={2}
      sortByValue={false}
      valueFormat={(v) => formatPlotted(v, part.format, precision)}
      enableArcLinkLabels={roomy}
      arcLinkLabelsSkipAngle={SKIP_LINK_LABEL_ANGLE}
      arcLinkLabelsDiagonalLength={10}
      arcLinkLabelsStraightLength={8}
      arcLinkLabelsColor={{ from: "color" }}
      arcLabel={(d) => shareOf(d.value)}
      arcLabelsSkipAngle={SKIP_ARC_LABEL_ANGLE}
      arcLabelsTextColor="#ffffff"
      animate={false}
      isInteractive={interactive}
      role="presentation"
      tooltip={({ datum }) => (
        <ChartTooltip
          heading={String(datum.label)}
          lines={[
            {
              color: datum.color,
              name: part.series[0]?.name ?? "",
              value: `${datum.formattedValue} (${shareOf(datum.value)})`,
            },
          ]}
        />
      )}
    />
  );
}
