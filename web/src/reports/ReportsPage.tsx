import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useParams } from "react-router";
import { graphql } from "../generated/index.ts";
import { useSelectedClient } from "../lib/selected-client.ts";

const ReportDefinitionsQuery = graphql(`
  query ReportsPageDefinitions($clientId: ID!, $onlyPublished: Boolean!) {
    client(id: $clientId) {
      id
      name
      reportDefinitions(filter: { onlyPublished: $onlyPublished }) {
        id
        name
        asOfDate
        publishedDate
      }
    }
  }
`);

const OwnClientQuery = graphql(`
  query ReportsPageOwnClient {
    viewer {
      id
      client {
        id
      }
    }
  }
`);

/**
 * The report definitions a user may open: staff see their chosen client's, client users their own
 * client's published ones. The selected definition lives in the URL.
 */
export default function ReportsPage() {
  const { reportDefId } = useParams();
  const selected = useSelectedClient();
  const own = useQuery(OwnClientQuery, { skip: selected.loading || selected.canViewAllClients });
  const clientId = selected.canViewAllClients ? selected.clientId : (own.data?.viewer.client?.id ?? null);
  const { data, loading, error } = useQuery(ReportDefinitionsQuery, {
    skip: !clientId,
    variables: { clientId: clientId ?? "", onlyPublished: !selected.canViewAllClients },
  });
  if (selected.loading || loading || own.loading) return <CircularProgress aria-label="Loading reports" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!clientId) return <Alert severity="info">No client selected. Please select a client.</Alert>;
  const definitions = data?.client.reportDefinitions ?? [];
  if (!definitions.length) {
    return (
      <Alert severity="info">
        {selected.canViewAllClients ? "No reports are available." : "No published reports are available."}
      </Alert>
    );
  }
  const current = definitions.find((d) => d.id === reportDefId);
  return (
    <Box sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
      <Paper component="nav" aria-label="Report definitions" sx={{ minWidth: 280 }}>
        <List dense>
          {definitions.map((d) => (
            <ListItemButton
              key={d.id}
              component={RouterLink}
              to={`/reports/${d.id}`}
              selected={d.id === reportDefId}
            >
              <ListItemText
                primary={d.name}
                secondary={d.asOfDate ? `As of ${d.asOfDate.slice(0, 10)}` : undefined}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1 }}>
        {current ? (
          <Typography component="h2" variant="h5">
            {current.name}
          </Typography>
        ) : (
          <Typography>Please select a report.</Typography>
        )}
      </Box>
    </Box>
  );
}
