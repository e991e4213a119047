import { Bar, type BarCustomLayerProps, type BarLayer } from "@nivo/bar";
import { Line, type LineCustomSvgLayer } from "@nivo/line";
import type { AnyScale } from "@nivo/scales";
import { LABEL_KEY, type BarRow } from "../bar-data.ts";
import { barChartSpec } from "../BarLikeChart.tsx";
import { CHART_THEME } from "../chart-theme.ts";
import { lineLayout, type LineSeriesData } from "../line-data.ts";
import { lineChartSpec } from "../LineLikeChart.tsx";
import type { PartProps } from "../part-props.ts";

/**
 * The reference the plain charts are held to (in tests only): Nivo's own Bar and Line drawn from
 * the same specs, as the screen drew them until the report card drew them plain too.
 */
export function NivoReference(props: PartProps) {
  if (props.kind === "LINE" || props.kind === "AREA" || props.kind === "RANGE_AREA_LINE") {
    const { spec, underlay } = lineChartSpec(props, lineLayout(props.kind, props.part));
    // Nivo's layer gets its scales as functions; they are the scales the plain chart is given.
    const band: LineCustomSvgLayer<LineSeriesData> = ({ xScale, yScale }) =>
      underlay?.({ xScale: xScale as unknown as AnyScale, yScale: yScale as unknown as AnyScale });
    return (
      <Line<LineSeriesData>
        {...spec}
        theme={CHART_THEME}
        xScale={{ type: "point" }}
        enableGridX={false}
        layers={["grid", "markers", "axes", ...(underlay ? [band] : []), "areas", "lines", "points"]}
        animate={false}
        isInteractive={false}
      />
    );
  }
  const { spec, overlay } = barChartSpec(props);
  const labels = (layer: BarCustomLayerProps<BarRow>) => overlay?.(layer);
  const layers: BarLayer<BarRow>[] = ["grid", "axes", "bars", "markers", ...(overlay ? [labels] : [])];
  return (
    <Bar<BarRow>
      {...spec}
      indexBy={LABEL_KEY}
      valueScale={{ type: "linear", ...spec.valueScale, nice: false }}
      theme={CHART_THEME}
      animate={false}
      isInteractive={false}
      layers={layers}
    />
  );
}
