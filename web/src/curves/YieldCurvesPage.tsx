import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { ANALYSIS_PERMISSION_NAMES } from "@alm/formats";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { needsPermission, useViewerHolds } from "../lib/viewer-permissions.ts";
import { dateTime, shortDate } from "../lib/month-end.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { useStaffPage } from "../shell/staff-page.ts";
import { CurveDetail } from "./CurveDetail.tsx";
import { CurveUploadDialog } from "./CurveUploadDialog.tsx";
import { CurvesQuery } from "./curve-documents.ts";
import { uploaderLabel } from "./curve-format.ts";

/** Yield Curves (/curves, staff): every as-of date's curve, one curve's points, and uploads. */
export default function YieldCurvesPage() {
  return useStaffPage().allowed ? <YieldCurves /> : null;
}

function YieldCurves() {
  const notices = useNotices();
  const { data, error, loading } = useQuery(CurvesQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const canUpload = useViewerHolds(ANALYSIS_PERMISSION_NAMES.MANAGE_CURVES);
  useEffect(() => {
    if (error) notices.error(error, ERROR_TEXTS.curvesList);
  }, [error, notices]);
  const curves = data?.curves ?? [];
  const selected = curves.find((c) => c.asOfDate === chosen) ?? curves[0] ?? null;

  return (
    <Stack spacing={2}>
      {/* On a phone the button goes under the sentence: beside it, the row was wider than the screen. */}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: { xs: "flex-start", sm: "center" } }}
      >
        <Typography sx={{ flex: 1 }} color="text.secondary">
          A run values on the latest version of the curve within 7 days of its as-of date, and is refused
          without one.
        </Typography>
        {canUpload ? (
          <Button variant="contained" onClick={() => setUploading(true)}>
            Upload curve
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {needsPermission(ANALYSIS_PERMISSION_NAMES.MANAGE_CURVES, "Uploading a curve")}
          </Typography>
        )}
      </Stack>
      {/* Stacked, the panels take the screen's width (their tables scroll inside them), not their tables'. */}
      <Stack
        direction={{ xs: "column", lg: "row" }}
        spacing={2}
        sx={{ alignItems: { xs: "stretch", lg: "flex-start" } }}
      >
        <Paper variant="outlined" component="section" aria-label="Yield curves" sx={{ flex: 3, minWidth: 0 }}>
          {loading ? (
            <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
              <CircularProgress aria-label="Loading curves" />
            </Box>
          ) : (
            // Five columns are wider than a phone: the table scrolls inside its panel, not the page.
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>As-of date</TableCell>
                    <TableCell align="right">Version</TableCell>
                    <TableCell>Source</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>Uploaded by</TableCell>
                    <TableCell>Uploaded</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {curves.map((c) => (
                    <TableRow key={c.id} selected={c.asOfDate === selected?.asOfDate} hover>
                      <TableCell>
                        <Button
                          size="small"
                          sx={{ whiteSpace: "nowrap" }}
                          onClick={() => setChosen(c.asOfDate)}
                          aria-pressed={c.asOfDate === selected?.asOfDate}
                        >
                          {shortDate(c.asOfDate)}
                        </Button>
                      </TableCell>
                      <TableCell align="right">
                        {c.version}
                        {c.versionCount > 1 ? ` of ${c.versionCount}` : ""}
                      </TableCell>
                      {/* Wide enough that a long source reads in a few lines, not a column of words. */}
                      <TableCell sx={{ minWidth: 180 }}>{c.source}</TableCell>
                      <TableCell>{uploaderLabel(c)}</TableCell>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>{dateTime(c.uploadedDate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
        {selected && (
          <CurveDetail key={`${selected.asOfDate}-${selected.version}`} asOfDate={selected.asOfDate} />
        )}
      </Stack>
      {uploading && canUpload && (
        <CurveUploadDialog onClose={() => setUploading(false)} onUploaded={setChosen} />
      )}
    </Stack>
  );
}
