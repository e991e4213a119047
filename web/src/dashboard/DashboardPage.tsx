import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useSelectedClient } from "../lib/selected-client.ts";
import { ReportsPageOwnClientQuery } from "../reports/reports-queries.ts";
import { NO_CLIENT } from "../shell/required-client.ts";
import { DASHBOARD_TEXTS } from "@alm/formats";
import { FirmRiskList } from "./FirmRiskList.tsx";
import { LiveDefinitions, RECEIVE_NOTIFICATIONS } from "./LiveDefinitions.tsx";
import { RiskDashboard } from "./RiskDashboard.tsx";

// Started by the route's preload (preload-dashboard.ts) once the definitions are known.
export { preloadDashboardPages } from "./dashboard-pages.ts";

/**
 * The risk dashboard (issue 18, beyond the spec): a client user sees their institution; staff
 * see the client chosen on home and every client ranked by risk rating.
 */
export default function DashboardPage() {
  const selected = useSelectedClient();
  const staff = selected.canViewAllClients;
  const own = useQuery(ReportsPageOwnClientQuery, { skip: selected.loading || staff });
  if (selected.loading || own.loading) return <Skeleton variant="rounded" height={220} />;
  const clientId = staff ? selected.clientId : (own.data?.viewer.client?.id ?? null);
  // Staff watch every client through the firm-wide list; a client user watches their own.
  const watchOwn = !staff && !!clientId && selected.permissions.includes(RECEIVE_NOTIFICATIONS);
  return (
    <Stack spacing={3}>
      {watchOwn && <LiveDefinitions clientId={clientId} />}
      {clientId ? (
        <RiskDashboard clientId={clientId} />
      ) : (
        <Alert severity="info">{staff ? DASHBOARD_TEXTS.chooseClient : NO_CLIENT}</Alert>
      )}
      {staff && <FirmRiskList chosenId={clientId} onChoose={(id) => selected.choose(id)} />}
    </Stack>
  );
}
