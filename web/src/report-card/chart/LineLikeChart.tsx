import type { AnyScale } from "@nivo/scales";
import { useMemo } from "react";
import { categoryAxisProps } from "./category-tick.tsx";
import { ChartTooltip, type TooltipLine } from "./ChartTooltip.tsx";
import { lineLayout, type LineLayout } from "./line-data.ts";
import { paletteColor } from "./palette.ts";
import { titleOffset, type PartProps } from "./part-props.ts";
import { RangeBand } from "./range-band-layer.tsx";
import type { PlainAxisProps } from "./plain/PlainAxes.tsx";
import { scalePosition } from "./plain/plain-scale.ts";
import { PlainLine, type PlainLineProps } from "./plain/PlainLine.tsx";
import { tickCount, valueTicks } from "./ticks.ts";
import { formatPlotted, tickFormatter } from "./value-format.ts";

/**
 * LINE, AREA (lines filled down to zero) and RANGE_AREA_LINE (a shaded range under lines), drawn
 * as plain SVG in Nivo's places and styles (PlainLine): the same chart on screen (with tooltips)
 * and in print.
 */
export function LineLikeChart(props: PartProps) {
  const { kind, part } = props;
  const layout = useMemo(() => lineLayout(kind, part), [kind, part]);
  const { spec, underlay, sliceTooltipOf } = lineChartSpec(props, layout);
  return (
    <PlainLine
      {...spec}
      underlay={underlay}
      sliceTooltipOf={props.interactive ? sliceTooltipOf : undefined}
    />
  );
}

/** What a line-like chart draws from: the lines' spec, the range band beneath, the tooltips. */
export function lineChartSpec(props: PartProps, layout: LineLayout) {
  const { kind, part, width, frame, precision, domain, categoryTitle, valueTitle } = props;
  const { lines, lineColorIndexes, band, bandSeries } = layout;
  const bandColor = paletteColor(bandSeries?.[0].colorIndex ?? 0);
  const colorBySeries = new Map(lines.map((l, i) => [l.id, paletteColor(lineColorIndexes[i] ?? i)]));
  const colorOf = (id: string) => colorBySeries.get(id) ?? paletteColor(0);
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
    colors: (s) => colorOf(String(s.id)),
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
  const sliceTooltipOf = (index: number) => (
    <SliceTooltip index={index} layout={layout} text={text} colorOf={colorOf} />
  );
  return { spec, underlay, sliceTooltipOf };
}

const ZERO_LINE = { stroke: "#8a939c", strokeWidth: 1 };

interface SliceProps {
  index: number;
  layout: LineLayout;
  text(v: number | null): string;
  colorOf(series: string): string;
}

/** Every series at the hovered label, with the range of the band when there is one. */
function SliceTooltip({ index, layout, text, colorOf }: SliceProps) {
  const label = layout.lines[0]?.data[index]?.x ?? layout.band?.[index]?.x ?? "";
  const lines: TooltipLine[] = layout.lines.flatMap((line) => {
    const y = line.data[index]?.y ?? null;
    return y === null ? [] : [{ color: colorOf(line.id), name: line.id, value: text(y) }];
  });
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
