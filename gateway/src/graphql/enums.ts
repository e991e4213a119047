import { ANALYSIS_PERMISSION_NAMES } from "@alm/formats";
import type {
  AnalysisPermission,
  DataSetFileKind,
  DataSetType,
  EmailDeliveryStatus,
  ResultSetType,
  RunStatus,
  StatusChange,
} from "../generated/graphql.ts";

const DATA_SET_TYPES: Record<DataSetType, number> = { STANDARD: 0, WHAT_IF: 1, TYC: 2, MISC: 99 };

export const dataSetTypeCode = (type: DataSetType) => DATA_SET_TYPES[type];

export function dataSetTypeOf(code: number): DataSetType {
  const found = (Object.keys(DATA_SET_TYPES) as DataSetType[]).find((t) => DATA_SET_TYPES[t] === code);
  return found ?? "MISC";
}

/** A report definition's base data set type, null when the service does not send it. */
export const baseDataSetTypeOf = (d: { baseDataSetType?: number | null }): DataSetType | null =>
  typeof d.baseDataSetType === "number" ? dataSetTypeOf(d.baseDataSetType) : null;

/** REST slot names of run results (the api's `typ`). */
const RESULT_SET_TYPES: Record<ResultSetType, string> = {
  SHOCK: "Shock",
  RAMP: "Ramp",
  CAPS_SWAPS: "CapsSwaps",
  MSR: "MSR",
  INVESTMENT: "Investment",
  ADD_ON_1: "AddOn1",
  ADD_ON_2: "AddOn2",
  ADD_ON_3: "AddOn3",
};

export const resultSetTypeCode = (type: ResultSetType) => RESULT_SET_TYPES[type];

export function resultSetTypeOf(typ: string): ResultSetType {
  const found = (Object.keys(RESULT_SET_TYPES) as ResultSetType[]).find((t) => RESULT_SET_TYPES[t] === typ);
  return found ?? "ADD_ON_3";
}

/** Started, Completed, Failed; empty is 'pending'. */
export function runStatusOf(status: string | null | undefined): RunStatus {
  switch (status?.toLowerCase()) {
    case "started":
      return "STARTED";
    case "completed":
      return "COMPLETED";
    case "failed":
      return "FAILED";
    default:
      return "PENDING";
  }
}

/** The api's action words (hub payloads: past tense for edits, the workflow's verbs) as a change. */
const STATUS_CHANGES: Record<string, StatusChange> = {
  created: "CREATED",
  updated: "UPDATED",
  cloned: "CLONED",
  deleted: "DELETED",
  run: "RUN",
  approve: "APPROVED",
  approved: "APPROVED",
  unapprove: "UNAPPROVED",
  unapproved: "UNAPPROVED",
  publish: "PUBLISHED",
  published: "PUBLISHED",
  unpublish: "UNPUBLISHED",
  unpublished: "UNPUBLISHED",
  current: "CURRENT",
};

/** OTHER for a word this schema has no name for (a newer upstream); null when there is none. */
export function statusChangeOf(action: string | null | undefined): StatusChange | null {
  if (!action) return null;
  return STATUS_CHANGES[action.toLowerCase()] ?? "OTHER";
}

/** The api's permission names in the analysis domain. */
const ANALYSIS_PERMISSIONS: Record<AnalysisPermission, string> = ANALYSIS_PERMISSION_NAMES;

export const permissionNameOf = (permission: AnalysisPermission) => ANALYSIS_PERMISSIONS[permission];

/** The names the schema has an enum value for, in the api's order; others are left out. */
export function analysisPermissionsOf(names: readonly string[]): AnalysisPermission[] {
  const entries = Object.entries(ANALYSIS_PERMISSIONS) as [AnalysisPermission, string][];
  return names.flatMap((name) => entries.filter(([, n]) => n === name).map(([p]) => p));
}

/** The outbox's statuses (Queued, Sent, Failed). */
export function emailDeliveryStatusOf(status: string): EmailDeliveryStatus {
  const upper = status.toUpperCase();
  return upper === "SENT" || upper === "FAILED" ? upper : "QUEUED";
}

/** A data set file's kind; the api's `whatif` is a What If data set's changes. */
export function dataSetFileKindOf(kind: string): DataSetFileKind {
  const lower = kind.toLowerCase();
  return lower === "overrides" ? "OVERRIDES" : lower === "whatif" ? "WHAT_IF_CHANGES" : "POSITIONS";
}
