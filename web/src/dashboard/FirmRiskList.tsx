import { useQuery } from "@apollo/client/react";
import { DASHBOARD_TEXTS as T, formatDate } from "@alm/formats";
import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";
import type { RiskTone } from "../generated/graphql.ts";
import { useCoalescedRefetch } from "../lib/coalesced-refetch.ts";
import { LiveDefinitions } from "./LiveDefinitions.tsx";

/**
 * Every client's figures in one request: the gateway reads each client's latest published report
 * by the dashboard's own rules (@alm/formats) and ranks them.
 */
export const ClientRiskSummariesQuery = graphql(`
  query ClientRiskSummaries {
    clientRiskSummaries {
      client {
        id
        name
        acronym
      }
      reportDefinition {
        id
        shockScenario
        asOf
      }
      rating {
        headline {
          text
        }
        lines {
          text
        }
        status {
          tone
        }
      }
      nevRatio {
        ...FirmRiskList_againstPolicy
      }
      nevShockChange {
        ...FirmRiskList_againstPolicy
      }
    }
  }
`);

const AgainstPolicyFragment = graphql(`
  fragment FirmRiskList_againstPolicy on RiskReading {
    headline {
      text
    }
    status {
      text
      tone
    }
  }
`);

/** A figure against the client's policy limit, with "Outside policy" beside a breach, as its tile says. */
function AgainstPolicy({
  reading,
}: {
  reading: FragmentType<typeof AgainstPolicyFragment> | null | undefined;
}) {
  const figure = getFragmentData(AgainstPolicyFragment, reading);
  if (!figure) return null;
  return (
    <>
      {figure.headline.text}
      {figure.status?.tone === "ERROR" && (
        <Chip size="small" variant="outlined" color="error" label={figure.status.text} sx={{ ml: 1 }} />
      )}
    </>
  );
}

const TONES: Record<RiskTone, "success" | "warning" | "error"> = {
  SUCCESS: "success",
  WARNING: "warning",
  ERROR: "error",
};

/** Staff: every client's latest published report on the supervisory test, the riskiest first. */
export function FirmRiskList({
  chosenId,
  onChoose,
}: {
  chosenId: string | null;
  onChoose(clientId: string): void;
}) {
  // Shown from the cache at once on a return visit, and read again.
  const { data, error, refetch } = useQuery(ClientRiskSummariesQuery, { fetchPolicy: "cache-and-network" });
  const rows = data?.clientRiskSummaries;
  const shocked = rows?.find((r) => r.reportDefinition)?.reportDefinition;
  const shock = shocked ? String(shocked.shockScenario) : "";
  // A status change of any client's definitions reads the list again (a quarter published or withdrawn).
  const changed = useCoalescedRefetch(refetch);

  return (
    <Paper component="section" aria-labelledby="firm-risk-title" variant="outlined" sx={{ p: 2 }}>
      {rows?.map((r) => (
        <LiveDefinitions key={r.client.id} clientId={r.client.id} onChange={changed} />
      ))}
      <Typography id="firm-risk-title" component="h2" variant="h6">
        {T.firmTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.firmCaption}
      </Typography>
      {error && !rows ? (
        <Alert severity="error">{T.firmUnreadable}</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="firm-risk-title" aria-busy={!rows}>
            <TableHead>
              <TableRow>
                <TableCell>Client</TableCell>
                <TableCell>As of</TableCell>
                <TableCell>{T.rating}</TableCell>
                <TableCell align="right">{T.postShockRatio}</TableCell>
                <TableCell align="right">
                  {T.nevRatio} ({T.firmModel})
                </TableCell>
                <TableCell align="right">
                  {T.nevShockChange(shock)} ({T.firmModel})
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {/* Never "no report" while the list is on its way. */}
              {!rows && (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Skeleton aria-label={T.firmLoading} />
                  </TableCell>
                </TableRow>
              )}
              {rows?.map((r) => (
                // The client shown above is marked in bold: a tinted row would leave too little contrast.
                <TableRow key={r.client.id} aria-current={r.client.id === chosenId ? "true" : undefined}>
                  <TableCell component="th" scope="row">
                    <Link
                      component="button"
                      variant="body2"
                      onClick={() => onChoose(r.client.id)}
                      sx={{ fontWeight: r.client.id === chosenId ? 700 : undefined, textAlign: "left" }}
                    >
                      {r.client.name} ({r.client.acronym})
                    </Link>
                  </TableCell>
                  <TableCell>{formatDate(r.reportDefinition?.asOf) || T.noReport}</TableCell>
                  <TableCell>
                    {r.rating?.status && (
                      <Chip
                        size="small"
                        variant="outlined"
                        color={TONES[r.rating.status.tone]}
                        label={r.rating.headline.text}
                      />
                    )}
                  </TableCell>
                  <TableCell align="right">{r.rating?.lines[0]?.text}</TableCell>
                  <TableCell align="right">
                    <AgainstPolicy reading={r.nevRatio} />
                  </TableCell>
                  <TableCell align="right">
                    <AgainstPolicy reading={r.nevShockChange} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
