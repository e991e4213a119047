import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { graphql } from "../generated/index.ts";
import { useRequiredClient } from "../shell/required-client.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { ClientDefaultsForm } from "./ClientDefaultsForm.tsx";
import { ClientMfaSetting } from "./ClientMfaSetting.tsx";
import { useEnsureClientSettings } from "./ensure-settings.ts";

const ClientDefaultsQuery = graphql(`
  query ClientDefaults($clientId: ID!) {
    viewer {
      id
      isStaff
    }
    client(by: { id: $clientId }) {
      id
      name
      acronym
      mfaRequired
      settings {
        clientId
        niiYears
        reports {
          key
        }
        zmDatabaseName
      }
    }
  }
`);

const spinner = (
  <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);

/**
 * Client Defaults (/clientsettings): NII years, default report list and modeling database name,
 * and (staff) whether the institution's users must sign in with a second factor.
 */
export default function ClientDefaultsPage() {
  const { clientId } = useRequiredClient();
  const notices = useNotices();
  const { data, error } = useQuery(ClientDefaultsQuery, {
    variables: { clientId: clientId ?? "" },
    skip: !clientId,
  });
  const client = data?.client;
  useEnsureClientSettings(clientId, !!client && client.settings === null);
  useEffect(() => {
    if (error) notices.error(error, ERROR_TEXTS.clientData);
  }, [error, notices]);
  if (!clientId || !client?.settings) return spinner;
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {client.name} ({client.acronym})
      </Typography>
      <Stack spacing={2}>
        <ClientDefaultsForm
          key={clientId}
          clientId={clientId}
          niiYears={client.settings.niiYears}
          reports={client.settings.reports.map((e) => e.key)}
          zmDatabaseName={client.settings.zmDatabaseName ?? ""}
        />
        {/* Staff only: staff read it; those with Manage Client Settings change it (the api says so too). */}
        {data?.viewer.isStaff && client.mfaRequired !== null && (
          <ClientMfaSetting clientId={clientId} client={client} required={client.mfaRequired} />
        )}
      </Stack>
    </Box>
  );
}
