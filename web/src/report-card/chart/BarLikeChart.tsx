import { formatCompactChartValue } from "@alm/formats";
import { barLabelFit, fittedTicks, labelledColumnTicks } from "./bar-axis.ts";
import { barRows, shareRows, topToBottom, valueAt, type BarRow } from "./bar-data.ts";
import { BarValueLabels, type ValueLabelLayer } from "./BarValueLabels.tsx";
import { fitCategoryLabel, textWidth } from "./chart-layout.ts";
import { chartTextWidth } from "./chart-text.ts";
import { categoryAxisProps } from "./category-tick.tsx";
import { ChartTooltip } from "./ChartTooltip.tsx";
import type { PlainAxisProps } from "./plain/PlainAxes.tsx";
import { PlainBar, type PlainBarProps } from "./plain/PlainBar.tsx";
import type { PlainBarDatum } from "./plain/plain-bars.ts";
import { seriesColors, titleOffset, type PartProps } from "./part-props.ts";
import { tickCount, valueTicks } from "./ticks.ts";
import { formatPlotted, formatShare, tickFormatter } from "./value-format.ts";

/**
 * BAR (horizontal bars), COLUMN and COLUMNS (columns side by side per label) and COLUMN100
 * (stacked columns, each label's values as shares of its total), drawn as plain SVG in Nivo's
 * places and styles (PlainBar): the same chart on screen (with tooltips) and in print.
 */
export function BarLikeChart(props: PartProps) {
  const { spec, overlay, tooltipOf } = barChartSpec(props);
  return <PlainBar {...spec} overlay={overlay} tooltipOf={props.interactive ? tooltipOf : undefined} />;
}

/** What a bar-like chart draws from: the bars' spec, the value labels' overlay, the tooltips. */
export function barChartSpec(props: PartProps) {
  const { kind, part, width, frame, precision, categoryTitle, valueTitle } = props;
  const share = kind === "COLUMN100";
  const horizontal = kind === "BAR";
  const plain = share ? shareRows(part) : barRows(part);
  const { rows, keys } = horizontal ? topToBottom(plain) : plain;
  // One series: every bar carries its value (Nivo's own labels skip the bars they do not fit on).
  const everyBarLabelled = keys.length === 1 && !share;
  const colorOf = seriesColors(part);
  const text = (v: number | null) =>
    share && v !== null ? formatShare(v) : formatPlotted(v, part.format, precision);
  const { margin } = frame;
  const longestValue = Math.max(0, ...rows.flatMap((r) => keys.map((k) => text(numberOr(r[k])).length)));
  const plotWidth = width - margin.left - margin.right;
  const scale = horizontal
    ? horizontalScale(props, rows, keys, everyBarLabelled, plotWidth)
    : verticalScale(props, share, everyBarLabelled);

  const valueAxis: PlainAxisProps = {
    format: scale.tickText,
    tickValues: scale.ticks,
    legend: valueTitle,
    legendPosition: "middle",
    legendOffset: horizontal ? margin.bottom - 10 : titleOffset(margin.left),
  };
  const categoryAxis: PlainAxisProps = {
    ...(horizontal
      ? { format: (label: string | number) => fitCategoryLabel(String(label), margin.left, !!categoryTitle) }
      : categoryAxisProps(frame)),
    legend: categoryTitle,
    legendPosition: "middle",
    legendOffset: horizontal ? titleOffset(margin.left) : margin.bottom - 10,
  };

  // What both renderers draw from: the same scales, ticks, labels and colours.
  const spec: PlainBarProps = {
    width,
    height: frame.height,
    data: rows,
    keys,
    layout: horizontal ? "horizontal" : "vertical",
    groupMode: share ? "stacked" : "grouped",
    valueScale: { min: scale.min, max: scale.max },
    padding: 0.25,
    innerPadding: keys.length > 1 && !share ? 2 : 0,
    margin,
    colors: ({ id }) => colorOf({ id }),
    valueFormat: (v) => (v !== null && scale.valueText ? scale.valueText(v) : text(v)),
    enableLabel: share,
    labelSkipWidth: textWidth(longestValue) + 6,
    labelSkipHeight: 14,
    labelTextColor: "#ffffff",
    enableGridX: horizontal,
    gridXValues: scale.ticks,
    enableGridY: !horizontal,
    gridYValues: scale.ticks,
    axisLeft: horizontal ? categoryAxis : valueAxis,
    axisBottom: horizontal ? valueAxis : frame.showCategoryAxis ? categoryAxis : null,
    markers: share ? [] : [{ axis: horizontal ? "x" : "y", value: 0, lineStyle: ZERO_LINE }],
  };
  const overlay = everyBarLabelled
    ? (layer: ValueLabelLayer) => (
        <BarValueLabels layer={layer} horizontal={horizontal} measure={chartTextWidth} />
      )
    : undefined;
  const tooltipOf = ({ data, color }: PlainBarDatum) => {
    const plotted = valueAt(part, data.id, data.indexValue);
    const shown = formatPlotted(plotted, part.format, precision);
    const value = share ? `${shown} (${formatShare(data.value ?? 0)})` : shown;
    return <ChartTooltip heading={data.indexValue} lines={[{ color, name: data.id, value }]} />;
  };
  return { spec, overlay, tooltipOf };
}

const ZERO_LINE = { stroke: "#8a939c", strokeWidth: 1 };

interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
  tickText: (v: number | string | Date) => string;
  /** A bar's value label, where it differs from the tooltip's figure. */
  valueText?: (v: number) => string;
}

/** Columns: round ticks, about one per 40 px of the plot's height, the axis ending on them. */
function verticalScale(
  { part, frame, precision, domain }: PartProps,
  share: boolean,
  labelled: boolean,
): ValueScale {
  const { margin } = frame;
  const plotHeight = frame.height - margin.top - margin.bottom;
  const { min, max, step, ticks } = labelled
    ? labelledColumnTicks(domain, tickCount(plotHeight), plotHeight)
    : valueTicks(domain, tickCount(plotHeight));
  return {
    min,
    max,
    ticks,
    tickText: share ? tickFormatter("PERCENTAGE", 0, step) : tickFormatter(part.format, precision, step),
  };
}

/**
 * Horizontal bars: a single series' labels get room beside their bars (compact where whole
 * figures would leave the bars too little), and the ticks are as many as their measured labels
 * allow without touching.
 */
function horizontalScale(
  { part, frame, precision, domain }: PartProps,
  rows: readonly BarRow[],
  keys: readonly string[],
  labelled: boolean,
  plotWidth: number,
): ValueScale {
  const whole = (v: number) => formatPlotted(v, part.format, precision);
  const compact = (v: number) => formatCompactChartValue(v, part.format);
  const values = rows.flatMap((r) => keys.flatMap((k) => (typeof r[k] === "number" ? [r[k]] : [])));
  const labels = labelled
    ? barLabelFit(values, plotWidth, whole, compact, chartTextWidth)
    : { domain: null, text: whole };
  const extent =
    labels.domain ?? valueTicks(domain, tickCount(plotWidth, textWidth(frame.valueLabelChars) + 24));
  const { ticks, format } = fittedTicks(
    extent,
    plotWidth,
    { left: frame.margin.left, right: frame.margin.right },
    [(step) => tickFormatter(part.format, precision, step), () => compact],
    chartTextWidth,
  );
  return {
    min: extent.min,
    max: extent.max,
    ticks,
    tickText: (v) => format(Number(v)),
    valueText: labels.text,
  };
}

const numberOr = (v: string | number | undefined): number | null => (typeof v === "number" ? v : null);
