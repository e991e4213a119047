import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { graphql } from "../generated/index.ts";
import { dateTime } from "../lib/month-end.ts";
import { COMPACT_ON_PHONE, ON_PHONE_ONLY, ON_WIDER_SCREENS } from "../lib/phone-table.ts";
import { domainLabel } from "./domain-labels.ts";

const InfoMessagesQuery = graphql(`
  query InfoMessages {
    infoMessages(pageSize: 1000, sortBy: CREATED_DATE, descending: true) {
      id
      severity
      message
      domain
      createdDate: createdAt
      createdBy
    }
    shell {
      apps {
        domain
        text
      }
    }
  }
`);

/** Error rows stand out (spec section 8) with text that keeps its contrast. */
const ERROR_ROW = { bgcolor: "#fdecea", "& td": { color: "error.dark", fontWeight: 500 } } as const;

const SEVERITY_LABEL = { INFO: "Info", WARNING: "Warning", ERROR: "Error" } as const;

/** The date keeps to one line where there is room; on a phone its time goes under it. */
const DATE_CELL = { whiteSpace: { sm: "nowrap" } } as const;

/**
 * The platform's info messages, newest first; messages with severity Error stand out. On a phone
 * the message says its severity and domain under it: four columns were 468 px wide at 390.
 */
export default function InfoPage() {
  const { data, loading, error } = useQuery(InfoMessagesQuery);
  if (loading) return <CircularProgress aria-label="Loading messages" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const messages = data?.infoMessages ?? [];
  const apps = data?.shell.apps ?? [];
  if (!messages.length) return <Alert severity="info">There are no messages.</Alert>;
  return (
    <Table size="small" aria-label="Info messages" sx={COMPACT_ON_PHONE}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell sx={ON_WIDER_SCREENS}>Severity</TableCell>
          <TableCell>Message</TableCell>
          <TableCell sx={ON_WIDER_SCREENS}>Domain</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {messages.map((m) => {
          const isError = m.severity === "ERROR";
          const domain = domainLabel(apps, m.domain);
          return (
            <TableRow key={m.id} data-severity={m.severity} sx={isError ? ERROR_ROW : undefined}>
              <TableCell sx={DATE_CELL}>{dateTime(m.createdDate)}</TableCell>
              <TableCell sx={ON_WIDER_SCREENS}>{SEVERITY_LABEL[m.severity]}</TableCell>
              <TableCell>
                {m.message}
                <Typography variant="caption" component="p" sx={{ ...ON_PHONE_ONLY, mt: 0.5 }}>
                  {SEVERITY_LABEL[m.severity]} · {domain}
                </Typography>
              </TableCell>
              <TableCell sx={ON_WIDER_SCREENS}>{domain}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
