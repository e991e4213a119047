import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ResponsiveLine } from "@nivo/line";
import { paletteColor } from "../report-card/chart/palette.ts";
import { DASHBOARD_TEXTS as T } from "@alm/formats";
import type { TrendPoint } from "./use-risk-dashboard.ts";

/** Room for the points at the ends and at the top and bottom of the line. */
const INSET = 6;
const HEIGHT = 44;

/**
 * A tile's trend over the published quarters: a line without axes, its values said in words for
 * screen readers (a quarter without the figure is a gap and says so).
 */
export function Sparkline({ title, points }: { title: string; points: readonly TrendPoint[] }) {
  const said = points.map((p) => `${p.label} ${p.text ?? T.noValue}`).join(", ");
  const ends = points.length > 1 ? [points[0], points.at(-1)] : points;
  return (
    <Box>
      <Box role="img" aria-label={T.trend(title, said)} sx={{ height: HEIGHT, width: "100%" }}>
        <ResponsiveLine
          data={[{ id: title, data: points.map((p) => ({ x: p.label, y: p.value })) }]}
          margin={{ top: INSET, right: INSET, bottom: INSET, left: INSET }}
          xScale={{ type: "point" }}
          yScale={{ type: "linear", min: "auto", max: "auto" }}
          colors={[paletteColor(0)]}
          lineWidth={2}
          pointSize={6}
          enableGridX={false}
          enableGridY={false}
          axisBottom={null}
          axisLeft={null}
          isInteractive={false}
          animate={false}
          role="presentation"
        />
      </Box>
      {/* The ends of the line in words: where the trend started and where it stands. */}
      <Box aria-hidden sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
        {ends.map(
          (p) =>
            p && (
              <Typography key={p.label} variant="caption" color="text.secondary">
                {p.label}: {p.text ?? T.noValue}
              </Typography>
            ),
        )}
      </Box>
    </Box>
  );
}
