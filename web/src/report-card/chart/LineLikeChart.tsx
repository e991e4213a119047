import { Line, type LineSvgProps, type SliceTooltipProps } from "@nivo/line";
import type { AnyScale } from "@nivo/scales";
import { useMemo } from "react";
import { categoryAxisProps } from "./category-tick.tsx";
import { CHART_THEME } from "./chart-theme.ts";
import { ChartTooltip, type TooltipLine } from "./ChartTooltip.tsx";
import { lineLayout, type LineLayout, type LineSeriesData } from "./line-data.ts";
import { paletteColor } from "./palette.ts";
import { titleOffset, type PartProps } from "./part-props.ts";
import { RangeBand, rangeBandLayer } from "./range-band-layer.tsx";
import type { PlainAxisProps } from "./plain/PlainAxes.tsx";
import { scalePosition } from "./plain/plain-scale.ts";
import { PlainLine, type PlainLineProps } from "./plain/PlainLine.tsx";
import { tickCount, valueTicks } from "./ticks.ts";
import { formatPlotted, tickFormatter } from "./value-format.ts";

type Props = LineSvgProps<LineSeriesData>;

/**
 * LINE, AREA (lines filled down to zero) and RANGE_AREA_LINE (a shaded range under lines): Nivo's
 * chart on screen (tooltips), the same chart as plain SVG in print (PlainLine).
 */
export function LineLikeChart(props: PartProps) {
  const { kind, part, width, frame, precision, domain, categoryTitle, valueTitle, interactive } = props;
  const layout = useMemo(() => lineLayout(kind, part), [kind, part]);
  const { lines, lineColorIndexes, band, bandSeries } = layout;
  const bandColor = paletteColor(bandSeries?.[0].colorIndex ?? 0);
  const layers = useMemo<Props["layers"]>(
    () =>
      band
        ? ["grid", "markers", "axes", rangeBandLayer(band, bandColor), "areas", "lines", "points", "slices"]
        : ["grid", "markers", "axes", "areas", "lines", "points", "slices"],
    [band, bandColor],
  );
  const colorBySeries = new Map(lines.map((l, i) => [l.id, paletteColor(lineColorIndexes[i] ?? i)]));
  const text = (v: number | null) => formatPlotted(v, part.format, precision);
  const scale = valueTicks(domain, tickCount(frame.height - frame.margin.top - frame.margin.bottom));

  const axisBottom: PlainAxisProps | null = frame.showCategoryAxis
    ? {
        ...categoryAxisProps(frame),
        legend: categoryTitle,
        legendPosition: "middle",
        legendOffset: frame.margin.bottom - 10,
      }
    : null;
  // What both renderers draw from: the same scales, ticks, titles and colours.
  const spec: PlainLineProps = {
    width,
    height: frame.height,
    data: lines,
    margin: frame.margin,
    colors: (s) => colorBySeries.get(String(s.id)) ?? paletteColor(0),
    yScale: { type: "linear", min: scale.min, max: scale.max },
    enableArea: kind === "AREA",
    areaOpacity: 0.25,
    lineWidth: 2,
    pointSize: part.labels.length > 24 ? 0 : 5,
    gridYValues: scale.ticks,
    axisLeft: {
      format: tickFormatter(part.format, precision, scale.step),
      tickValues: scale.ticks,
      legend: valueTitle,
      legendPosition: "middle",
      legendOffset: titleOffset(frame.margin.left),
    },
    axisBottom,
    markers: scale.min < 0 && scale.max > 0 ? [{ axis: "y", value: 0, lineStyle: ZERO_LINE }] : [],
  };
  if (!interactive) {
    const underlay = band
      ? ({ xScale, yScale }: { xScale: AnyScale; yScale: AnyScale }) => (
          <RangeBand
            band={band}
            color={bandColor}
            xScale={scalePosition(xScale)}
            yScale={scalePosition(yScale)}
          />
        )
      : undefined;
    return <PlainLine {...spec} underlay={underlay} />;
  }
  return (
    <Line<LineSeriesData>
      {...spec}
      theme={CHART_THEME}
      xScale={{ type: "point" }}
      yFormat={(v) => text(typeof v === "number" ? v : null)}
      enableGridX={false}
      layers={layers}
      animate={false}
      isInteractive
      enableSlices="x"
      sliceTooltip={(p) => <SliceTooltip {...p} layout={layout} text={text} />}
      role="presentation"
    />
  );
}

const ZERO_LINE = { stroke: "#8a939c", strokeWidth: 1 };

interface SliceProps extends SliceTooltipProps<LineSeriesData> {
  layout: LineLayout;
  text(v: number | null): string;
}

/** Every series at the hovered label, with the range of the band when there is one. */
function SliceTooltip({ slice, layout, text }: SliceProps) {
  const label = String(slice.points[0]?.data.x ?? "");
  const lines: TooltipLine[] = slice.points.map((p) => ({
    color: p.seriesColor,
    name: String(p.seriesId),
    value: p.data.yFormatted,
  }));
  const at = layout.band?.find((b) => b.x === label);
  if (layout.bandSeries && at) {
    const [low, high] = layout.bandSeries;
    lines.unshift({
      color: paletteColor(low.colorIndex),
      name: `${low.name} – ${high.name}`,
      value: at.low === null ? text(null) : `${text(at.low)} – ${text(at.high)}`,
    });
  }
  return <ChartTooltip heading={label} lines={lines} />;
}
