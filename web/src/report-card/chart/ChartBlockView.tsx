import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { type FragmentType, getFragmentData } from "../../generated/index.ts";
import { useRenderedSignal } from "../use-rendered-signal.ts";
import { byFormat, type ChartInput } from "./chart-data.ts";
import { ChartBlockViewFragment } from "./chart-fragment.ts";
import { NivoChart } from "./NivoChart.tsx";
import { paletteColor } from "./palette.ts";
import { RawChartData } from "./RawChartData.tsx";
import { useRawChartData } from "./raw-chart-data.ts";

export { ChartBlockViewFragment };

/** Spec section 9: 250 px on screen, 200 px in print. */
export const CHART_HEIGHT = { screen: 250, print: 200 };

interface Props {
  block: FragmentType<typeof ChartBlockViewFragment>;
  print: boolean;
  onRenderComplete(): void;
}

/** A chart block: one chart, or one per value format when dollars and ratios are mixed. */
export function ChartBlockView({ block, print, onRenderComplete }: Props) {
  const b = getFragmentData(ChartBlockViewFragment, block);
  const showRaw = useRawChartData();
  const input: ChartInput = { labels: b.labels, series: b.series };
  const parts = b.chartType === "PIE" ? [input] : byFormat(input);
  const hasData = b.series.some((s) => s.values.some((v) => v !== null));
  const height = Math.max(
    140,
    (print ? CHART_HEIGHT.print : CHART_HEIGHT.screen) / Math.max(1, parts.length),
  );
  const ref = useRef<HTMLDivElement>(null);
  useRenderedSignal(
    ref,
    (el) => !hasData || el.querySelectorAll("svg").length >= parts.length,
    onRenderComplete,
  );
  const summary = `${b.title || "Chart"}: ${b.series.map((s) => s.name).join(", ")}`;
  return (
    <Box component="figure" sx={{ m: 0, breakInside: "avoid", pageBreakInside: "avoid" }}>
      {b.title && (
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {b.title}
        </Typography>
      )}
      {b.series.length > 1 && (
        <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", fontSize: 12 }} aria-hidden="true">
          {b.series.map((s, i) => (
            <Box key={s.name} sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
              <Box sx={{ width: 10, height: 10, bgcolor: paletteColor(i) }} />
              {s.name}
            </Box>
          ))}
        </Box>
      )}
      <Box ref={ref} role="img" aria-label={summary}>
        {hasData ? (
          parts.map((part, i) => (
            <Box key={i} sx={{ height }}>
              <NivoChart
                kind={b.chartType}
                input={part}
                format={part.series[0]?.format ?? b.format}
                precision={b.precision ?? null}
                xAxisTitle={b.xAxisTitle}
                yAxisTitle={b.yAxisTitle}
                interactive={!print}
                label={summary}
              />
            </Box>
          ))
        ) : (
          <Typography variant="body2">No data is available for this chart.</Typography>
        )}
      </Box>
      {showRaw && <RawChartData title={b.title} input={input} precision={b.precision ?? null} />}
      {b.footer && (
        <Typography variant="caption" color="text.secondary">
          {b.footer}
        </Typography>
      )}
    </Box>
  );
}
