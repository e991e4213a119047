import Chip from "@mui/material/Chip";
import type { RunStatus } from "../generated/graphql.ts";
import { STATUS_LABELS } from "./enum-labels.ts";

const COLORS = { PENDING: "default", STARTED: "primary", COMPLETED: "success", FAILED: "error" } as const;

export function StatusChip({ status }: { status: RunStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={STATUS_LABELS[status]}
      data-testid="status-tag"
    />
  );
}
