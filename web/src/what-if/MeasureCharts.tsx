import { isRampScenario } from "@alm/formats";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Line, ResponsiveLine } from "@nivo/line";
import type { WhatIfView_WhatIfFragment } from "../generated/graphql.ts";
import { CHART_THEME } from "../report-card/chart/chart-theme.ts";
import { paletteColor } from "../report-card/chart/palette.ts";
import { seriesSaid, valueAxis } from "./measure-values.ts";
import { WHAT_IF_TEXTS as T } from "./what-if-texts.ts";

type Measure = WhatIfView_WhatIfFragment["measures"][number];

/** At most about this many scenario names under a chart (13 crowded a third of a screen). */
const MAX_TICKS = 7;

/**
 * The scenario names written under a chart: all of them up to MAX_TICKS, else every n-th counted
 * from Base, n chosen to land on the policy's shock too. Every other one from the first left the
 * +300 bp shock, the one the policy reads, without a name.
 */
export function namedScenarios(series: readonly { scenario: string; name: string }[], shockBp?: number) {
  const names = series.map((p) => p.name);
  if (names.length <= MAX_TICKS) return names;
  const base = Math.max(
    0,
    series.findIndex((p) => p.scenario === "Base"),
  );
  const shock = shockBp === undefined ? -1 : series.findIndex((p) => p.scenario === String(shockBp));
  const apart = shock < 0 ? 0 : Math.abs(shock - base);
  let step = Math.ceil(names.length / MAX_TICKS);
  while (apart > step && apart % step !== 0) step++;
  return names.filter((_, i) => (i - base) % step === 0 || i === shock);
}

const CHART_HEIGHT = 200;

/** A chart's drawing width on paper: two to a row, inside the figure's padding and border. */
const paperChartWidth = (paperWidth: number) => Math.floor((paperWidth - 16) / 2) - 26;

/** On paper, above the charts: the heading and the legend; around each drawing: padding and caption. */
const PAPER_HEAD = 88;
const PAPER_FIGURE_CHROME = 52;
const PAPER_GAP = 16;

/**
 * A chart's drawing height on paper: every chart on the one page, two to a row. At the screen's
 * height the seventh chart took a page of its own, near empty in a board pack (a review, 2026-12-06).
 */
export const paperChartHeight = (paperHeight: number, charts: number): number => {
  const rows = Math.max(1, Math.ceil(charts / 2));
  const perRow = Math.floor((paperHeight - PAPER_HEAD - PAPER_GAP * (rows - 1)) / rows);
  return Math.min(CHART_HEIGHT, perRow - PAPER_FIGURE_CHROME);
};

function MeasureChart({
  measure,
  paperWidth,
  height = CHART_HEIGHT,
  shockBp,
}: {
  measure: Measure;
  paperWidth?: number;
  height?: number;
  shockBp?: number;
}) {
  const num = (v: string | null) => (v === null ? null : Number(v));
  // Shocks and ramps are two families: a line each, never one running from +500 bp into a ramp.
  const families = [
    { name: "", points: measure.series.filter((p) => !isRampScenario(p.scenario)) },
    { name: T.ramps, points: measure.series.filter((p) => isRampScenario(p.scenario)) },
  ].filter((f) => f.points.length);
  // Ids alternate as it is / with the changes: the two colours cycle with them.
  const data = families.flatMap(({ name, points }) => [
    { id: `${T.asIs}${name}`, data: points.map((p) => ({ x: p.name, y: num(p.asIs) })) },
    { id: `${T.withChanges}${name}`, data: points.map((p) => ({ x: p.name, y: num(p.withChanges) })) },
  ]);
  const values = data.flatMap((d) => d.data.flatMap((p) => (p.y === null ? [] : [p.y])));
  const axis = valueAxis(measure.unit, values);
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 1.5, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        {measure.seriesLabel}
      </Typography>
      <Box
        role="img"
        aria-label={seriesSaid(measure.seriesLabel, measure.unit, measure.series)}
        sx={{ height }}
      >
        {/* On paper the width is known: drawn at once, no measuring the page first. */}
        <LineOf
          paperWidth={paperWidth}
          height={height}
          data={data}
          theme={CHART_THEME}
          // Room below, and to the left, for a slanted "-400 bp shock" whole: at 48 px below, and
          // at 72 px to the left of the first one named (-300 bp), its sign was cut off.
          margin={{ top: 12, right: 16, bottom: 72, left: 88 }}
          xScale={{ type: "point" }}
          // Rounded out to whole steps: a duration mismatch of (0.39) was drawn below its lowest tick, 0.00.
          yScale={{ type: "linear", min: axis.min, max: axis.max }}
          gridYValues={axis.ticks}
          colors={[paletteColor(0), paletteColor(1)]}
          axisBottom={{ tickRotation: -35, tickValues: namedScenarios(measure.series, shockBp) }}
          axisLeft={{ format: axis.format, tickValues: axis.ticks }}
          pointSize={6}
          enableGridX={false}
          isInteractive={false}
          animate={false}
          // The box around it says the chart in words; the drawing itself is decoration.
          role="presentation"
        />
      </Box>
    </Paper>
  );
}

type LineProps = Parameters<typeof ResponsiveLine>[0];

function LineOf({
  paperWidth,
  height,
  ...props
}: LineProps & { paperWidth: number | undefined; height: number }) {
  return paperWidth ? (
    <Line {...props} width={paperChartWidth(paperWidth)} height={height} />
  ) : (
    <ResponsiveLine {...props} />
  );
}

/**
 * A chart per measure across the rate scenarios: the data set as it is and with the changes.
 * With `paperWidth` (print), two to a row at a fixed size. `shockBp`: the policy's shock, always named.
 */
export default function MeasureCharts({
  measures,
  paperWidth,
  paperHeight,
  shockBp,
}: {
  measures: readonly Measure[];
  paperWidth?: number;
  paperHeight?: number;
  shockBp?: number;
}) {
  const charted = measures.filter((m) => m.series.length > 1);
  const height = paperHeight ? paperChartHeight(paperHeight, charted.length) : CHART_HEIGHT;
  return (
    <Box
      component="section"
      aria-label={T.charts}
      // On paper the charts start a page of their own: their heading never left alone at a page's foot.
      data-print-fit={paperWidth ? "flow" : undefined}
      sx={paperWidth ? { breakBefore: "page" } : undefined}
    >
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {T.charts}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, mb: 1 }} aria-hidden>
        {[T.asIs, T.withChanges].map((label, i) => (
          <Typography key={label} variant="body2" sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
            <Box component="span" sx={{ width: 16, height: 3, bgcolor: paletteColor(i) }} />
            {label}
          </Typography>
        ))}
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: paperWidth ? "1fr 1fr" : "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
        }}
      >
        {charted.map((m) => (
          <MeasureChart key={m.key} measure={m} paperWidth={paperWidth} height={height} shockBp={shockBp} />
        ))}
      </Box>
    </Box>
  );
}
