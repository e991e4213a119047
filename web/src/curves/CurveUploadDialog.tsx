import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { shortDate } from "../lib/month-end.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { CurvesQuery, UploadCurveMutation } from "./curve-documents.ts";
import { fileAsBase64 } from "./curve-format.ts";
import { useTypedMutation } from "../lib/use-typed-mutation.ts";

type Problem = { error: string; resolution: string; field?: string | null };

/** The server's problems by the field they are about; those about no field of the form go to "". */
function byField(problems: readonly Problem[]): Record<string, Problem[]> {
  const known = new Set(["asOf", "source", "file"]);
  const out: Record<string, Problem[]> = {};
  for (const p of problems) (out[p.field && known.has(p.field) ? p.field : ""] ??= []).push(p);
  return out;
}

/**
 * Each problem on a line of its own, then what to do about them: the fix the server gives every
 * problem of a file is said once, after them, not repeated on each line.
 */
const lines = (problems: readonly Problem[] | undefined) =>
  problems &&
  [...problems.map((p) => p.error), ...new Set(problems.map((p) => p.resolution).filter(Boolean))].join("\n");

/** Upload a curve file for an as-of date; the server's problems show at the field they name. */
export function CurveUploadDialog({
  onClose,
  onUploaded,
}: {
  onClose(): void;
  onUploaded(asOfDate: string): void;
}) {
  const titleId = useId();
  const notices = useNotices();
  const [asOfDate, setAsOfDate] = useState("");
  const [source, setSource] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [problems, setProblems] = useState<{ headline: string; fields: Record<string, Problem[]> } | null>(
    null,
  );
  const [upload, { loading }] = useTypedMutation(UploadCurveMutation, {
    refetchQueries: [{ query: CurvesQuery }],
    awaitRefetchQueries: true,
  });
  const missingDate = tried && !asOfDate;
  const missingFile = tried && !file;

  async function submit() {
    setTried(true);
    if (!asOfDate || !file) return;
    setProblems(null);
    try {
      const contentBase64 = await fileAsBase64(file);
      const { result, failure } = await upload({
        input: {
          asOf: asOfDate,
          source: source.trim() || null,
          file: { fileName: file.name, contentBase64 },
        },
      });
      if (result?.__typename === "CurveUploaded") {
        notices.toast(
          `Version ${result.version.version} of the curve of ${shortDate(result.version.asOfDate)} has been stored`,
        );
        onUploaded(result.version.asOfDate);
        onClose();
      } else if (failure) {
        setProblems({ headline: failure.message, fields: byField(failure.messages) });
      }
    } catch (error) {
      notices.error(error, ERROR_TEXTS.curveUpload);
    }
  }

  const fieldError = (field: string) => lines(problems?.fields[field]);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Upload Yield Curve</DialogTitle>
      <DialogContent>
        {problems && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problems.headline}
            {problems.fields[""] && <Typography variant="body2">{lines(problems.fields[""])}</Typography>}
          </Alert>
        )}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="As-of date"
            type="date"
            required
            value={asOfDate}
            onChange={(e) => setAsOfDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={missingDate || !!fieldError("asOf")}
            helperText={
              missingDate
                ? "As-of date is required."
                : (fieldError("asOf") ?? "The date the rates were observed on.")
            }
          />
          <TextField
            label="Source"
            value={source}
            onChange={(e) => setSource(e.target.value)}
            error={!!fieldError("source")}
            helperText={fieldError("source") ?? "Where the rates come from, e.g. H.15 release of 2024-01-02."}
          />
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <Button variant="outlined" component="label">
                Choose file
                <input
                  hidden
                  type="file"
                  accept=".csv,.xlsx"
                  aria-label="Curve file"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2">{file?.name ?? "No file chosen"}</Typography>
            </Stack>
            <Typography
              variant="caption"
              color={missingFile || fieldError("file") ? "error" : "text.secondary"}
              role={fieldError("file") ? "alert" : undefined}
              sx={{ whiteSpace: "pre-line" }}
            >
              {missingFile
                ? "A curve file is required."
                : (fieldError("file") ??
                  "CSV or XLSX with columns tenorMonths and rate (percent), one row per Treasury tenor from 3 months to 30 years.")}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={loading} onClick={() => void submit()}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
