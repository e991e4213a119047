import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { DocumentJobView } from "./use-document-job.ts";

/** A document being made: queued, then pages or sheets done of the total. */
export function DocumentProgress({ job }: { job: DocumentJobView }) {
  const percent = job.total ? Math.round((job.done / job.total) * 100) : 0;
  const label =
    job.status === "QUEUED"
      ? `${job.fileName}: waiting in the queue`
      : `${job.fileName}: ${job.done} of ${job.total || "?"} done`;
  return (
    <Box sx={{ minWidth: 280 }} role="status" aria-live="polite">
      <Typography variant="caption">{label}</Typography>
      <LinearProgress
        variant={job.status === "QUEUED" || !job.total ? "indeterminate" : "determinate"}
        value={percent}
        aria-label={label}
      />
    </Box>
  );
}
