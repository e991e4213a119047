import { ANALYSIS_PERMISSION_NAMES } from "@alm/formats";
import type { AnalysisPermission, DataSetFileKind, RunStatus } from "../generated/graphql.ts";

/** Spec section 4: Started, then Completed or Failed; 'pending' when the status is empty. */
export const STATUS_LABELS: Record<RunStatus, string> = {
  PENDING: "pending",
  STARTED: "Started",
  COMPLETED: "Completed",
  FAILED: "Failed",
};

/** The permissions by the platform's names for them. */
export const PERMISSION_LABELS: Record<AnalysisPermission, string> = ANALYSIS_PERMISSION_NAMES;

export const FILE_KIND_LABELS: Record<DataSetFileKind, string> = {
  POSITIONS: "positions",
  OVERRIDES: "overrides",
  WHAT_IF_CHANGES: "what-if changes",
};
