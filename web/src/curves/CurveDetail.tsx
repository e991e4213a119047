import { useQuery } from "@apollo/client/react";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { dateTime, shortDate } from "../lib/month-end.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { CurveChart } from "./CurveChart.tsx";
import { CurveQuery } from "./curve-documents.ts";
import { tenorLabel, uploaderLabel } from "./curve-format.ts";

/** One date's curve: its points as a table and a line, and its versions. */
export function CurveDetail({ asOfDate }: { asOfDate: string }) {
  const notices = useNotices();
  const { data, error, loading } = useQuery(CurveQuery, { variables: { asOfDate } });
  useEffect(() => {
    if (error) notices.error(error, ERROR_TEXTS.curveRead);
  }, [error, notices]);
  const curve = data?.curve;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Curve of ${shortDate(asOfDate)}`}
      sx={{ flex: 2, p: 2, minWidth: 0 }}
    >
      {loading || !curve ? (
        loading && <CircularProgress aria-label="Loading the curve" />
      ) : (
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {`Curve of ${shortDate(curve.asOfDate)}, version ${curve.version}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {curve.source}
          </Typography>
          <CurveChart asOfDate={curve.asOfDate} points={curve.points} />
          <Table size="small" aria-label="Points">
            <TableHead>
              <TableRow>
                <TableCell>Tenor</TableCell>
                <TableCell align="right">Rate (%)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {curve.points.map((p) => (
                <TableRow key={p.tenorMonths}>
                  <TableCell>{tenorLabel(p.tenorMonths)}</TableCell>
                  <TableCell align="right">{Number(p.rate).toFixed(2)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Table size="small" aria-label="Versions">
            <TableHead>
              <TableRow>
                <TableCell>Version</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Uploaded by</TableCell>
                <TableCell>Uploaded</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {curve.versions.map((v) => (
                <TableRow key={v.version}>
                  <TableCell>{v.version}</TableCell>
                  {/* An uploaded file's name may have no space to wrap at: it breaks anywhere. */}
                  <TableCell sx={{ overflowWrap: v.fileName ? "anywhere" : undefined }}>
                    {v.fileName ?? "H.15 (built in)"}
                  </TableCell>
                  <TableCell>{uploaderLabel(v)}</TableCell>
                  <TableCell>{dateTime(v.uploadedDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
    </Paper>
  );
}
