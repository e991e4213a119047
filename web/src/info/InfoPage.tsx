import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { graphql } from "../generated/index.ts";
import { dateTime } from "../lib/month-end.ts";

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
  }
`);

/** Error rows stand out (spec section 8) with text that keeps its contrast. */
const ERROR_ROW = { bgcolor: "#fdecea", "& td": { color: "error.dark", fontWeight: 500 } } as const;

const SEVERITY_LABEL = { INFO: "Info", WARNING: "Warning", ERROR: "Error" } as const;

/** The platform's info messages, newest first; messages with severity Error stand out. */
export default function InfoPage() {
  const { data, loading, error } = useQuery(InfoMessagesQuery);
  if (loading) return <CircularProgress aria-label="Loading messages" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const messages = data?.infoMessages ?? [];
  if (!messages.length) return <Alert severity="info">There are no messages.</Alert>;
  return (
    <Table size="small" aria-label="Info messages">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Severity</TableCell>
          <TableCell>Message</TableCell>
          <TableCell>Domain</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {messages.map((m) => {
          const isError = m.severity === "ERROR";
          return (
            <TableRow key={m.id} data-severity={m.severity} sx={isError ? ERROR_ROW : undefined}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{dateTime(m.createdDate)}</TableCell>
              <TableCell>{SEVERITY_LABEL[m.severity]}</TableCell>
              <TableCell>{m.message}</TableCell>
              <TableCell>{m.domain ?? "All"}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
