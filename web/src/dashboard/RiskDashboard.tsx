import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { DASHBOARD_TEXTS as T, includesPage, WHAT_IF_PAGE } from "@alm/formats";
import { WhatIfLink } from "../lib/WhatIfLink.tsx";
import { MetricTile } from "./MetricTile.tsx";
import { useRiskDashboard } from "./use-risk-dashboard.ts";

/** Tiles are at least this wide; as many columns as fit. */
const TILE_MIN_WIDTH = 300;

/** A client's risk at a glance: each tile a figure of the latest published report, with its trend. */
export function RiskDashboard({ clientId }: { clientId: string }) {
  const { client, quarters, latest, tiles, loading, error } = useRiskDashboard(clientId);
  if (error) return <Alert severity="error">{ERROR_TEXTS.reportDefinitionsList}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={220} aria-label="Loading the dashboard" />;
  if (!latest) return <Alert severity="info">{T.noPublished}</Alert>;
  return (
    <Box component="section" aria-label={`${T.title}: ${client?.name ?? ""}`}>
      <Box sx={{ mb: 2, display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}>
        <Box sx={{ flex: "1 1 260px" }}>
          <Typography component="h2" variant="h5">
            {client?.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.asOf(`${latest.definition.name}, as of ${latest.label}`)} · {T.quarters(quarters.length)}
          </Typography>
        </Box>
        {/* A what-if is read as the policy page: a package without it has none to offer. */}
        {includesPage(latest.definition, WHAT_IF_PAGE.reportId) && (
          <WhatIfLink databaseId={latest.definition.databaseId} />
        )}
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${TILE_MIN_WIDTH}px), 1fr))`,
        }}
      >
        {tiles.map((tile) => (
          <MetricTile key={tile.metric.key} tile={tile} />
        ))}
      </Box>
    </Box>
  );
}
