import { Pie } from "@nivo/pie";
import { formatChartValue } from "@alm/formats";
import { CHART_THEME } from "./chart-theme.ts";
import { chartTextWidth } from "./chart-text.ts";
import { ChartTooltip } from "./ChartTooltip.tsx";
import { paletteColor } from "./palette.ts";
import type { PartProps } from "./part-props.ts";
import { PIE_LINK, pieLayout, SKIP_LINK_LABEL_ANGLE } from "./pie-layout.ts";
import { pieBase, pieSlices, type PieSlice } from "./pie-radar-data.ts";
import { formatPlotted } from "./value-format.ts";

/** Slices narrower than this (degrees) carry no share on them; the tooltip and legend have it. */
const SKIP_ARC_LABEL_ANGLE = 18;

/** PIE: the first series, one slice per label, each slice's share written on it. */
export function PieChart({ part, width, frame, precision, interactive }: PartProps) {
  const slices = pieSlices(part);
  const total = pieBase(part, slices);
  const shareOf = (value: number) => formatChartValue(total ? (value / total) * 100 : 0, "PERCENTAGE", 1);
  const layout = pieLayout(slices, width, frame.height, frame.margin, chartTextWidth);
  return (
    <Pie<PieSlice>
      width={width}
      height={frame.height}
      data={slices}
      margin={layout.margin}
      theme={CHART_THEME}
      colors={(d) => paletteColor(d.data.colorIndex)}
      innerRadius={0.45}
      padAngle={0.6}
      cornerRadius={2}
      sortByValue={false}
      valueFormat={(v) => formatPlotted(v, part.format, precision)}
      enableArcLinkLabels={layout.linkLabels}
      arcLinkLabelsSkipAngle={SKIP_LINK_LABEL_ANGLE}
      arcLinkLabelsDiagonalLength={PIE_LINK.diagonal}
      arcLinkLabelsStraightLength={PIE_LINK.straight}
      arcLinkLabelsTextOffset={PIE_LINK.textOffset}
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
