import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useEffect } from "react";
import { Link as RouterLink, useLocation, useNavigate, useParams } from "react-router";
import { NO_CLIENT } from "../shell/required-client.ts";
import { useSelectedClient } from "../lib/selected-client.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { errorPath } from "../shell/pages/ErrorPage.tsx";
import { ERROR_TEXTS, hasErrorCode } from "../lib/error-texts.ts";
import { reportsPath } from "../lib/report-paths.ts";
import { useLinkedDefinition } from "./linked-definition.ts";
import { DefinitionSelector } from "./DefinitionSelector.tsx";
import { keptReportState, readDefinitionParam } from "./report-location.ts";
import {
  ReportsPageDefinitionNumberQuery,
  ReportsPageDefinitionsQuery,
  ReportsPageOwnClientQuery,
} from "./reports-queries.ts";
import { PageLoading } from "../lib/PageLoading.tsx";
import { Redirect, useArrival } from "../lib/Redirect.tsx";
import { openedFirst } from "./opened-first.ts";
import { setHomePath } from "../lib/home-path.ts";
import { ReportViewer } from "./ReportViewer.tsx";

/**
 * The report viewer (spec management-and-data section 2): staff see their chosen client's
 * report definitions, client users their own client's published ones. The definition is in the
 * path by its number, the report and year in the query, so a link opens the same view.
 */
export default function ReportsPage() {
  const { reportDefId } = useParams();
  const asked = readDefinitionParam(reportDefId);
  if (reportDefId !== undefined && !asked) return <DefinitionNotFound />;
  if (asked && "globalId" in asked) return <OldDefinitionLink id={asked.globalId} />;
  return <ReportsScreen databaseId={asked?.databaseId ?? null} />;
}

/** Never another client's report: a link to a definition the user may not see finds nothing. */
const DefinitionNotFound = () => (
  <Redirect
    to={errorPath(ERROR_TEXTS.reportDefinitionNotFound, ERROR_TEXTS.reportDefinitionNotFoundResolution)}
  />
);

/** What the gateway answers for a definition the user may not see, or an id that names none. */
const isNotFound = (error: unknown) => hasErrorCode(error, "NOT_FOUND", "FORBIDDEN", "BAD_USER_INPUT");

/** A link of before numbered addresses: the same view at the address people read. */
function OldDefinitionLink({ id }: { id: string }) {
  const { search } = useLocation();
  const { data, error } = useQuery(ReportsPageDefinitionNumberQuery, { variables: { id } });
  if (error)
    return isNotFound(error) ? <DefinitionNotFound /> : <Alert severity="error">{error.message}</Alert>;
  const databaseId = data?.reportDefinition?.databaseId;
  if (databaseId === undefined) return <PageLoading label="Loading reports" />;
  return <Redirect to={{ pathname: reportsPath(databaseId), search }} />;
}

function ReportsScreen({ databaseId }: { databaseId: number | null }) {
  const selected = useSelectedClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const notices = useNotices();
  const staff = selected.canViewAllClients;
  const own = useQuery(ReportsPageOwnClientQuery, { skip: selected.loading || staff });
  const clientId = staff ? selected.clientId : (own.data?.viewer.client?.id ?? null);
  const { data, loading, error } = useQuery(ReportsPageDefinitionsQuery, {
    skip: !clientId,
    variables: { clientId: clientId ?? "", onlyPublished: !staff },
  });
  const definitions = data?.client?.reportDefinitions ?? [];
  // Where home leads a client user: the shell's brand link then knows the page it is on.
  const first = openedFirst(definitions, staff);
  const home = staff ? undefined : first;
  useEffect(() => {
    if (home) setHomePath(reportsPath(home.databaseId));
  }, [home]);
  const listed = definitions.find((d) => d.databaseId === databaseId);
  const listRead = !selected.loading && !own.loading && !loading && !error;
  // A link to a definition of another client than the one chosen (or none chosen) finds its client.
  const { lookup, linked, switchTo } = useLinkedDefinition(
    databaseId,
    selected,
    clientId,
    !listRead || !!listed,
  );

  // Staff who follow a link need no chosen client: the link's definition names it.
  const missingClient = !selected.loading && staff && !clientId && databaseId === null;
  const arrival = useArrival();
  useEffect(() => {
    if (!missingClient) return;
    notices.toast(NO_CLIENT, "warning");
    void navigate("/", { replace: true }); // the router renders the page or its error element
  }, [arrival, missingClient, navigate, notices]);

  if (selected.loading || own.loading || loading || missingClient)
    return <PageLoading label="Loading reports" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (databaseId === null) {
    if (!clientId) return <Alert severity="info">{NO_CLIENT}</Alert>;
    if (!first) {
      return (
        <Alert severity="info">
          {staff ? "No reports are available." : "No published reports are available."}
        </Alert>
      );
    }
    return (
      <>
        <Redirect to={reportsPath(first.databaseId)} />
        <PageLoading label="Loading reports" />
      </>
    );
  }
  if (!listed && lookup.error) {
    return isNotFound(lookup.error) ? (
      <DefinitionNotFound />
    ) : (
      <Alert severity="error">{lookup.error.message}</Alert>
    );
  }
  const definition = listed ?? (linked && !switchTo ? linked : null);
  if (!definition || !clientId) return <PageLoading label="Loading reports" />;
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2, flexWrap: "wrap" }}>
        {staff && (
          <Button component={RouterLink} to="/" size="small">
            Back to Data Sets and Reports
          </Button>
        )}
        <DefinitionSelector
          definitions={listed ? definitions : [...definitions, definition]}
          value={definition.databaseId}
          onChange={(id) =>
            navigate(reportsPath(id), { state: keptReportState(new URLSearchParams(search)) })
          }
        />
      </Box>
      <ReportViewer key={definition.id} clientId={clientId} definition={definition} canRefresh={staff} />
    </Box>
  );
}
