import { ResponsiveBar } from "@nivo/bar";
import { ResponsiveLine } from "@nivo/line";
import { ResponsivePie } from "@nivo/pie";
import { ResponsiveRadar } from "@nivo/radar";
import { formatChartValue, type ValueFormatName } from "@alm/formats";
import { barRows, lineSeries, pieSlices, type ChartInput } from "./chart-data.ts";
import { CHART_PALETTE } from "./palette.ts";
import { rangeBandLayer } from "./range-band-layer.tsx";

export type ChartKind =
  "AREA" | "BAR" | "COLUMN" | "COLUMN100" | "COLUMNS" | "LINE" | "PIE" | "RANGE_AREA_LINE" | "RADAR";

interface Props {
  kind: ChartKind;
  input: ChartInput;
  format: ValueFormatName;
  precision: number | null;
  xAxisTitle: string;
  yAxisTitle: string;
  interactive: boolean;
  /** What the chart shows, for screen readers. */
  label: string;
}

const colors = [...CHART_PALETTE];
const theme = { text: { fontSize: 11 }, axis: { legend: { text: { fontSize: 11, fontWeight: 600 } } } };

/** One Nivo chart for a chart type; values arrive plotted (percentages already times 100). */
export function NivoChart({
  kind,
  input,
  format,
  precision,
  xAxisTitle,
  yAxisTitle,
  interactive,
  label,
}: Props) {
  const valueText = (v: number | string | null) =>
    formatChartValue(typeof v === "number" ? v : v === null ? null : Number(v), format, precision);
  const tilt = input.labels.length > 8 ? -35 : 0;
  const margin = { top: 12, right: 24, bottom: xAxisTitle ? 64 : 48, left: 84 };
  const common = { colors, theme, animate: false, isInteractive: interactive, margin };

  if (kind === "PIE") {
    return (
      <ResponsivePie
        {...common}
        // The pie cannot be labelled itself; the figure around it carries the label.
        role="presentation"
        margin={{ top: 16, right: 90, bottom: 16, left: 90 }}
        data={pieSlices(input)}
        valueFormat={(v) => valueText(v)}
        innerRadius={0.45}
        padAngle={0.6}
        arcLinkLabelsSkipAngle={8}
        arcLabelsSkipAngle={14}
        arcLabel={(d) => valueText(d.value)}
      />
    );
  }
  if (kind === "RADAR") {
    const { rows, keys } = barRows(input);
    return (
      <ResponsiveRadar
        {...common}
        data={rows}
        keys={keys}
        indexBy="label"
        valueFormat={(v) => valueText(v)}
      />
    );
  }
  if (kind === "LINE" || kind === "AREA" || kind === "RANGE_AREA_LINE") {
    const series = lineSeries(
      kind === "RANGE_AREA_LINE" ? { ...input, series: input.series.slice(2) } : input,
    );
    return (
      <ResponsiveLine
        {...common}
        ariaLabel={label}
        data={series}
        enableArea={kind === "AREA"}
        yScale={{ type: "linear", min: "auto", max: "auto" }}
        yFormat={(v) => valueText(v as number)}
        axisLeft={{
          format: (v: number) => valueText(v),
          legend: yAxisTitle,
          legendOffset: -74,
          legendPosition: "middle",
        }}
        axisBottom={{ tickRotation: tilt, legend: xAxisTitle, legendOffset: 52, legendPosition: "middle" }}
        pointSize={5}
        useMesh={interactive}
        layers={
          kind === "RANGE_AREA_LINE"
            ? ["grid", "axes", rangeBandLayer(input), "lines", "points", "mesh"]
            : undefined
        }
      />
    );
  }
  const { rows, keys } = barRows(input, kind === "COLUMN100");
  const share = kind === "COLUMN100";
  return (
    <ResponsiveBar
      {...common}
      ariaLabel={label}
      data={rows}
      keys={keys}
      indexBy="label"
      layout={kind === "BAR" ? "horizontal" : "vertical"}
      groupMode={share ? "stacked" : "grouped"}
      margin={kind === "BAR" ? { ...margin, left: 150 } : margin}
      valueFormat={(v) => (share ? `${v.toFixed(1)}%` : valueText(v))}
      enableLabel={keys.length === 1 && input.labels.length <= 6}
      labelSkipHeight={14}
      axisLeft={
        kind === "BAR"
          ? { legend: yAxisTitle }
          : {
              format: (v: number) => (share ? `${v}%` : valueText(v)),
              legend: yAxisTitle,
              legendOffset: -74,
              legendPosition: "middle",
            }
      }
      axisBottom={
        kind === "BAR"
          ? { format: (v: number) => valueText(v), tickRotation: -30, legend: xAxisTitle }
          : { tickRotation: tilt, legend: xAxisTitle, legendOffset: 52, legendPosition: "middle" }
      }
    />
  );
}
