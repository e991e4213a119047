import Chip from "@mui/material/Chip";
import type { RunStatus } from "../generated/graphql.ts";

/** Spec section 4: Started, then Completed or Failed; 'pending' when the status is empty. */
export const STATUS_LABELS: Record<RunStatus, string> = {
  PENDING: "pending",
  STARTED: "Started",
  COMPLETED: "Completed",
  FAILED: "Failed",
};

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
