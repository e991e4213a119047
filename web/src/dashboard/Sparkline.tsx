import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { paletteColor } from "../report-card/chart/palette.ts";
import { DASHBOARD_TEXTS as T } from "@alm/formats";
import { sparkPath, sparkPoints } from "./sparkline-geometry.ts";
import type { TrendPoint } from "./use-risk-dashboard.ts";

/** Room for the points at the ends and at the top and bottom of the line. */
const INSET = 6;
const HEIGHT = 44;
const COLOR = paletteColor(0);

/**
 * A tile's trend over the published quarters: a line without axes, its values said in words for
 * screen readers (a quarter without the figure is a gap and says so). Plain SVG, not a Nivo
 * chart: seven responsive Nivo lines brought the charts' 280 KB chunk and their measuring and
 * drawing onto the dashboard's first render. The line is drawn in a box scaled to the plot
 * (its stroke kept at its width) and the points placed in percent of it, so it fills any width
 * without measuring it.
 */
export function Sparkline({ title, points }: { title: string; points: readonly TrendPoint[] }) {
  const said = points.map((p) => `${p.label} ${p.text ?? T.noValue}`).join(", ");
  const ends = points.length > 1 ? [points[0], points.at(-1)] : points;
  const placed = sparkPoints(points.map((p) => p.value));
  return (
    <Box>
      <Box
        role="img"
        aria-label={T.trend(title, said)}
        sx={{ height: HEIGHT, width: "100%", p: `${INSET}px` }}
      >
        <svg width="100%" height="100%" overflow="visible" aria-hidden>
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" overflow="visible">
            <path
              d={sparkPath(placed)}
              fill="none"
              stroke={COLOR}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {placed.map(
            (p, i) =>
              p && <circle key={points[i]?.label ?? i} cx={`${p.x}%`} cy={`${p.y}%`} r={3} fill={COLOR} />,
          )}
        </svg>
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
