import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useEffect } from "react";
import { Link as RouterLink, Navigate, useNavigate, useParams } from "react-router";
import { NO_CLIENT } from "../shell/required-client.ts";
import { useSelectedClient } from "../lib/selected-client.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { DefinitionSelector } from "./DefinitionSelector.tsx";
import { readDefinitionId } from "./report-location.ts";
import { ReportsPageDefinitionsQuery, ReportsPageOwnClientQuery } from "./reports-queries.ts";
import { PageLoading } from "../lib/PageLoading.tsx";
import { ReportViewer } from "./ReportViewer.tsx";

/**
 * The report viewer (spec management-and-data section 2): staff see their chosen client's
 * report definitions, client users their own client's published ones. The definition is in the
 * path, the report and year in the query, so a link opens the same view.
 */
export default function ReportsPage() {
  const params = useParams();
  const selected = useSelectedClient();
  const navigate = useNavigate();
  const notices = useNotices();
  const staff = selected.canViewAllClients;
  const own = useQuery(ReportsPageOwnClientQuery, { skip: selected.loading || staff });
  const clientId = staff ? selected.clientId : (own.data?.viewer.client?.id ?? null);
  const { data, loading, error } = useQuery(ReportsPageDefinitionsQuery, {
    skip: !clientId,
    variables: { clientId: clientId ?? "", onlyPublished: !staff },
  });
  const missingClient = !selected.loading && staff && !clientId;
  useEffect(() => {
    if (!missingClient) return;
    notices.toast(NO_CLIENT, "warning");
    void navigate("/", { replace: true }); // the router renders the page or its error element
  }, [missingClient, navigate, notices]);

  if (selected.loading || own.loading || loading || missingClient)
    return <PageLoading label="Loading reports" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!clientId) return <Alert severity="info">{NO_CLIENT}</Alert>;
  const definitions = data?.client?.reportDefinitions ?? [];
  const definitionId = readDefinitionId(params.reportDefId);
  if (!definitions.length) {
    return (
      <Alert severity="info">
        {staff ? "No reports are available." : "No published reports are available."}
      </Alert>
    );
  }
  if (!definitionId || !definitions.some((d) => d.id === definitionId)) {
    return (
      <>
        <Navigate to={`/reports/${definitions[0].id}`} replace />
        <PageLoading label="Loading reports" />
      </>
    );
  }
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2, flexWrap: "wrap" }}>
        {staff && (
          <Button component={RouterLink} to="/" size="small">
            Back to Data Sets and Reports
          </Button>
        )}
        <DefinitionSelector
          definitions={definitions}
          value={definitionId}
          onChange={(id) => navigate(`/reports/${id}`)}
        />
      </Box>
      <ReportViewer key={definitionId} clientId={clientId} definitionId={definitionId} canRefresh={staff} />
    </Box>
  );
}
