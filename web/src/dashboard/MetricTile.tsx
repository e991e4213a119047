import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { BREACH_STYLE, DASHBOARD_TEXTS as T } from "@alm/formats";
import { Sparkline } from "./Sparkline.tsx";
import type { Tile } from "./use-risk-dashboard.ts";

/** One figure of the dashboard: the latest quarter's value, its context, its trend and its page. */
export function MetricTile({ tile }: { tile: Tile }) {
  const titleId = useId();
  const { latest, metric } = tile;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {tile.title}
      </Typography>
      {latest ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: "baseline", flexWrap: "wrap" }}>
            {/* Beyond its limit, drawn as the report tables draw the same figure (BREACH_STYLE). */}
            <Typography
              data-testid="headline"
              variant="h4"
              component="p"
              sx={latest.breach ? BREACH_STYLE : undefined}
            >
              {latest.headline.text}
            </Typography>
            {latest.unit && (
              <Typography variant="body2" color="text.secondary">
                {latest.unit}
              </Typography>
            )}
          </Stack>
          {latest.status && (
            <Chip
              size="small"
              label={latest.status.text}
              color={latest.status.tone}
              variant="outlined"
              sx={{ alignSelf: "flex-start" }}
            />
          )}
          {latest.lines.map((line) => (
            <Typography key={line.label} variant="body2" color="text.secondary">
              {line.label}: <span data-testid={`line-${line.label}`}>{line.text}</span>
            </Typography>
          ))}
          {latest.note && (
            <Typography variant="caption" component="p" color="text.secondary">
              {latest.note}
            </Typography>
          )}
        </>
      ) : tile.loading ? (
        <Skeleton variant="rounded" height={64} aria-label={`Loading ${tile.title}`} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {tile.failed ? T.unreadable : T.notInReport}
        </Typography>
      )}
      <Stack sx={{ mt: "auto", gap: 1 }}>
        {!tile.loading && <Sparkline title={metric.trendTitle ?? tile.title} points={tile.trend} />}
        {tile.href && (
          <Link component={RouterLink} to={tile.href} variant="body2">
            {metric.page.title}
          </Link>
        )}
      </Stack>
    </Paper>
  );
}
