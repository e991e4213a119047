import {
  Bar,
  type BarCustomLayerProps,
  type BarLayer,
  type BarSvgProps,
  type BarTooltipProps,
} from "@nivo/bar";
import { useCallback } from "react";
import { barRows, LABEL_KEY, shareRows, topToBottom, valueAt, type BarRow } from "./bar-data.ts";
import { BarValueLabels } from "./BarValueLabels.tsx";
import { fitCategoryLabel, textWidth } from "./chart-layout.ts";
import { chartTextWidth } from "./chart-text.ts";
import { CHART_THEME } from "./chart-theme.ts";
import { ChartTooltip } from "./ChartTooltip.tsx";
import { seriesColors, titleOffset, type PartProps } from "./part-props.ts";
import { tickCount, valueTicks } from "./ticks.ts";
import { formatPlotted, formatShare, tickFormatter } from "./value-format.ts";

type Axis = BarSvgProps<BarRow>["axisLeft"];

/**
 * BAR (horizontal bars), COLUMN and COLUMNS (columns side by side per label) and COLUMN100
 * (stacked columns, each label's values as shares of its total).
 */
export function BarLikeChart(props: PartProps) {
  const { kind, part, width, frame, precision, domain, categoryTitle, valueTitle, interactive } = props;
  const share = kind === "COLUMN100";
  const horizontal = kind === "BAR";
  const plain = share ? shareRows(part) : barRows(part);
  const { rows, keys } = horizontal ? topToBottom(plain) : plain;
  // One series: every bar carries its value (Nivo's own labels skip the bars they do not fit on).
  const everyBarLabelled = keys.length === 1 && !share;
  const valueLabels = useCallback(
    (layer: BarCustomLayerProps<BarRow>) => (
      <BarValueLabels layer={layer} horizontal={horizontal} measure={chartTextWidth} />
    ),
    [horizontal],
  );
  const layers: BarLayer<BarRow>[] = [
    "grid",
    "axes",
    "bars",
    "markers",
    ...(everyBarLabelled ? [valueLabels] : []),
  ];
  const colorOf = seriesColors(part);
  const text = (v: number | null) =>
    share && v !== null ? formatShare(v) : formatPlotted(v, part.format, precision);
  const { margin } = frame;
  const longestValue = Math.max(0, ...rows.flatMap((r) => keys.map((k) => text(numberOr(r[k])).length)));
  const scale = valueTicks(
    domain,
    horizontal
      ? tickCount(width - margin.left - margin.right, textWidth(frame.valueLabelChars) + 24)
      : tickCount(frame.height - margin.top - margin.bottom),
  );

  const valueAxis: Axis = {
    format: share
      ? tickFormatter("PERCENTAGE", 0, scale.step)
      : tickFormatter(part.format, precision, scale.step),
    tickValues: scale.ticks,
    legend: valueTitle,
    legendPosition: "middle",
    legendOffset: horizontal ? margin.bottom - 10 : titleOffset(margin.left),
  };
  const categoryAxis: Axis = {
    tickRotation: frame.categoryRotation,
    ...(horizontal && {
      format: (label: string | number) => fitCategoryLabel(String(label), margin.left, !!categoryTitle),
    }),
    legend: categoryTitle,
    legendPosition: "middle",
    legendOffset: horizontal ? titleOffset(margin.left) : margin.bottom - 10,
  };

  const tooltip = ({ id, indexValue, value, color }: BarTooltipProps<BarRow>) => {
    const plotted = valueAt(part, String(id), String(indexValue));
    const shown = formatPlotted(plotted, part.format, precision);
    const line = { color, name: String(id), value: share ? `${shown} (${formatShare(value)})` : shown };
    return <ChartTooltip heading={String(indexValue)} lines={[line]} />;
  };

  return (
    <Bar<BarRow>
      width={width}
      height={frame.height}
      data={rows}
      keys={keys}
      indexBy={LABEL_KEY}
      layout={horizontal ? "horizontal" : "vertical"}
      groupMode={share ? "stacked" : "grouped"}
      valueScale={{ type: "linear", min: scale.min, max: scale.max }}
      padding={0.25}
      innerPadding={keys.length > 1 && !share ? 2 : 0}
      margin={margin}
      theme={CHART_THEME}
      colors={({ id }) => colorOf({ id })}
      animate={false}
      isInteractive={interactive}
      role="presentation"
      valueFormat={(v) => text(v)}
      layers={layers}
      enableLabel={share}
      labelSkipWidth={textWidth(longestValue) + 6}
      labelSkipHeight={14}
      labelTextColor="#ffffff"
      tooltip={tooltip}
      enableGridX={horizontal}
      gridXValues={scale.ticks}
      enableGridY={!horizontal}
      gridYValues={scale.ticks}
      axisLeft={horizontal ? categoryAxis : valueAxis}
      axisBottom={horizontal ? valueAxis : frame.showCategoryAxis ? categoryAxis : null}
      markers={share ? [] : [{ axis: horizontal ? "x" : "y", value: 0, lineStyle: ZERO_LINE }]}
    />
  );
}

const ZERO_LINE = { stroke: "#8a939c", strokeWidth: 1 };

const numberOr = (v: string | number | undefined): number | null => (typeof v === "number" ? v : null);
