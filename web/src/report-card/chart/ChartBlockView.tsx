import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useMemo, useRef } from "react";
import { type FragmentType, getFragmentData } from "../../generated/index.ts";
import { ChartBlockViewFragment } from "./chart-fragment.ts";
import { chartValueTitles, partFrames } from "./chart-layout.ts";
import { chartParts, chartSummary, hasValues, type ChartInput } from "./chart-model.ts";
import { ChartLegend } from "./ChartLegend.tsx";
import { ChartPart } from "./ChartPart.tsx";
import { legendItems } from "./legend-items.ts";
import { RawChartData } from "./RawChartData.tsx";
import { useRawChartData } from "./raw-chart-data.ts";
import { useElementWidth } from "./use-element-width.ts";
import { useRenderComplete } from "./use-render-complete.ts";
import { partDomain } from "./part-domain.ts";
import { longestValueLabel } from "./value-format.ts";

export { ChartBlockViewFragment };
export { CHART_HEIGHT } from "./chart-layout.ts";

const UNIT_DOMAIN = { min: 0, max: 1 };

export const NO_CHART_DATA = "No data is available for this chart.";

interface Props {
  block: FragmentType<typeof ChartBlockViewFragment>;
  /** Print layout: 200 px charts, no tooltips, kept on one page. */
  print: boolean;
  /** Called once, when the chart is drawn (or known to have nothing to draw). */
  onRenderComplete(): void;
}

/**
 * A chart block: title, legend, the chart at the block's width, footer; Ctrl+Escape shows the
 * numbers behind it. A block mixing dollars and ratios is drawn as one chart per format.
 */
export function ChartBlockView({ block, print, onRenderComplete }: Props) {
  const b = getFragmentData(ChartBlockViewFragment, block);
  const input = useMemo<ChartInput>(() => ({ labels: b.labels, series: b.series }), [b.labels, b.series]);
  const parts = useMemo(() => chartParts(b.chartType, input), [b.chartType, input]);
  const domains = useMemo(() => parts.map((p) => partDomain(b.chartType, p)), [b.chartType, parts]);
  const precision = b.precision ?? null;
  const drawable = hasValues(input);
  const showRaw = useRawChartData();
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(plotRef);
  const valueTitles = chartValueTitles(b.yAxisTitle, parts);
  const frames = partFrames({
    kind: b.chartType,
    print,
    width,
    labels: b.labels,
    xAxisTitle: b.xAxisTitle,
    yAxisTitle: b.yAxisTitle,
    valueTitles,
    valueLabelChars: parts.map((p, i) =>
      longestValueLabel(domains[i] ?? UNIT_DOMAIN, p.format, precision, b.chartType === "COLUMN100"),
    ),
  });
  const legend = legendItems(b.chartType, parts);
  useRenderComplete(!drawable || width > 0, onRenderComplete);

  return (
    <Box
      component="figure"
      data-chart-type={b.chartType}
      sx={{ m: 0, minWidth: 0, ...(print && { breakInside: "avoid", pageBreakInside: "avoid" }) }}
    >
      {b.title && (
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
          {b.title}
        </Typography>
      )}
      {drawable && (legend.length > 1 || b.chartType === "PIE") && <ChartLegend items={legend} />}
      <Box
        ref={plotRef}
        role={drawable ? "img" : undefined}
        aria-label={drawable ? chartSummary(b.title, b.chartType, input) : undefined}
      >
        {drawable ? (
          frames.map((frame, i) => {
            const part = parts[i];
            return (
              <Box key={i} sx={{ height: frame.height }}>
                {part && width > 0 && (
                  <ChartPart
                    kind={b.chartType}
                    part={part}
                    width={width}
                    frame={frame}
                    precision={precision}
                    domain={domains[i] ?? UNIT_DOMAIN}
                    categoryTitle={b.xAxisTitle}
                    valueTitle={valueTitles[i] ?? ""}
                    interactive={!print}
                  />
                )}
              </Box>
            );
          })
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {NO_CHART_DATA}
          </Typography>
        )}
      </Box>
      {showRaw && <RawChartData title={b.title} input={input} precision={precision} />}
      {b.footer && (
        <Typography component="p" variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
          {b.footer}
        </Typography>
      )}
    </Box>
  );
}
