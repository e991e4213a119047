import { useApolloClient, useQuery } from "@apollo/client/react";
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
import { useCallback, useState } from "react";
import { HomeClientsQuery } from "../home/home-queries.ts";
import { DASHBOARD_TEXTS as T } from "../lib/dashboard-texts.ts";
import { DashboardDefinitionsQuery, definitionSummaries } from "./dashboard-queries.ts";
import { rankClients } from "./firm-ranking.ts";
import { LiveDefinitions } from "./LiveDefinitions.tsx";
import { includesPage, publishedQuarters, shockOf } from "./quarters.ts";
import { METRICS, SOURCE_PAGES, type Reading } from "./risk-figures.ts";
import { useLoaded } from "./use-loaded.ts";
import { useReportPages } from "./use-risk-dashboard.ts";

const REVISION = "#";
const metric = (key: string) => METRICS.find((m) => m.key === key);
const COLUMNS = ["rating", "nevRatio", "nevShockChange"] as const;

/** Staff: every client's latest published report on the supervisory test, the riskiest first. */
export function FirmRiskList({
  chosenId,
  onChoose,
}: {
  chosenId: string | null;
  onChoose(clientId: string): void;
}) {
  const apollo = useApolloClient();
  const clients = useQuery(HomeClientsQuery).data?.clients ?? [];
  // A status event changes the cached list; a new revision of the client reads it again.
  const [revisions, setRevisions] = useState<ReadonlyMap<string, number>>(new Map());
  const changed = useCallback(
    (clientId: string) => setRevisions((r) => new Map(r).set(clientId, (r.get(clientId) ?? 0) + 1)),
    [],
  );
  const loaded = useLoaded(
    clients.map((c) => `${c.id}${REVISION}${revisions.get(c.id) ?? 0}`),
    async (key) => {
      const [clientId = ""] = key.split(REVISION);
      const { data } = await apollo.query({ query: DashboardDefinitionsQuery, variables: { clientId } });
      return definitionSummaries(data?.client.reportDefinitions ?? []);
    },
  );
  // Until a new revision is read, the client keeps the last one read (no flicker to "none").
  const latestLoaded = (clientId: string) => {
    for (let r = revisions.get(clientId) ?? 0; r >= 0; r--) {
      const list = loaded.get(`${clientId}${REVISION}${r}`);
      if (list !== undefined) return list;
    }
    return undefined;
  };
  const definitions = new Map(clients.map((c) => [c.id, latestLoaded(c.id)]));
  const latest = new Map(clients.map((c) => [c.id, publishedQuarters(definitions.get(c.id) ?? []).at(-1)]));
  const policy = SOURCE_PAGES.policy.reportId;
  const keyOf = (definitionId: string) => `${definitionId}/${policy}`;
  const pages = useReportPages(
    [...latest.values()].flatMap((q) =>
      q && includesPage(q.definition, policy) ? [keyOf(q.definition.id)] : [],
    ),
  );
  const rows = rankClients(
    clients.map((c) => {
      const quarter = latest.get(c.id);
      const page = quarter && pages.get(keyOf(quarter.definition.id));
      const readings = Object.fromEntries(
        COLUMNS.map((key) => [
          key,
          page && quarter ? (metric(key)?.read(page, shockOf(quarter.definition)) ?? null) : null,
        ]),
      ) as Record<(typeof COLUMNS)[number], Reading | null>;
      return {
        clientId: c.id,
        name: c.name,
        acronym: c.acronym,
        asOf: quarter?.label ?? null,
        listed: definitions.get(c.id) !== undefined,
        shock: quarter ? shockOf(quarter.definition) : "",
        readings,
        rating: readings.rating?.headline.text ?? null,
        postShockRatio: readings.rating?.trend ?? null,
      };
    }),
  );
  const shock = rows.find((r) => r.shock)?.shock ?? "";

  return (
    <Paper component="section" aria-labelledby="firm-risk-title" variant="outlined" sx={{ p: 2 }}>
      {clients.map((c) => (
        <LiveDefinitions key={c.id} clientId={c.id} onChange={changed} />
      ))}
      <Typography id="firm-risk-title" component="h2" variant="h6">
        {T.firmTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.firmCaption}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="firm-risk-title">
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell>As of</TableCell>
              <TableCell>{T.rating}</TableCell>
              <TableCell align="right">{T.postShockRatio}</TableCell>
              <TableCell align="right">{T.nevRatio}</TableCell>
              <TableCell align="right">{T.nevShockChange(shock)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              // The client shown above is marked in bold: a tinted row would leave too little contrast.
              <TableRow key={r.clientId} aria-current={r.clientId === chosenId ? "true" : undefined}>
                <TableCell component="th" scope="row">
                  <Link
                    component="button"
                    variant="body2"
                    onClick={() => onChoose(r.clientId)}
                    sx={{ fontWeight: r.clientId === chosenId ? 700 : undefined, textAlign: "left" }}
                  >
                    {r.name} ({r.acronym})
                  </Link>
                </TableCell>
                <TableCell>
                  {/* Never "no report" for a client whose list is still on its way. */}
                  {r.listed ? (
                    (r.asOf ?? T.noReport)
                  ) : (
                    <Skeleton width={80} aria-label={`Loading ${r.name}`} />
                  )}
                </TableCell>
                <TableCell>
                  {r.readings.rating?.status && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={r.readings.rating.status.tone}
                      label={r.readings.rating.headline.text}
                    />
                  )}
                </TableCell>
                <TableCell align="right">{r.readings.rating?.lines[0]?.text}</TableCell>
                <TableCell align="right">{r.readings.nevRatio?.headline.text}</TableCell>
                <TableCell align="right">{r.readings.nevShockChange?.headline.text}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
