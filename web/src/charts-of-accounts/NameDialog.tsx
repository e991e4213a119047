import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useId, useState } from "react";

export interface NameRequest {
  title: string;
  confirmLabel: string;
  /** Also ask for the run result to import from. */
  withRunResult?: boolean;
  onConfirm(name: string, runResultId: string): void;
}

/** Asks for a chart's name (and for an import, the run result id). */
export function NameDialog({ request, onClose }: { request: NameRequest; onClose(): void }) {
  const titleId = useId();
  const [name, setName] = useState("");
  const [runResult, setRunResult] = useState("");
  const [tried, setTried] = useState(false);
  const missingName = !name.trim();
  const missingRun = !!request.withRunResult && !runResult.trim();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{request.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            required
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tried && missingName}
            helperText={tried && missingName ? "Name is required." : undefined}
          />
          {request.withRunResult && (
            <TextField
              label="Run Result ID"
              required
              value={runResult}
              onChange={(e) => setRunResult(e.target.value)}
              error={tried && missingRun}
              helperText={
                tried && missingRun ? "Run Result ID is required." : "The run whose folder tree to import."
              }
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            setTried(true);
            if (missingName || missingRun) return;
            onClose();
            request.onConfirm(name.trim(), runResult.trim());
          }}
        >
          {request.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
