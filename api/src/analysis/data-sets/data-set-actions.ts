import type { Caller } from "../../auth/caller.ts";
import type { FailureReason } from "../../http/failure-reasons.ts";
import type { DataSet } from "./data-set-repository.ts";

export type DataSetAction = "edit" | "delete" | "run";

/** What the caller may do with a data set now, and why not when not (a failure reason). */
export interface DataSetActions {
  viewerCan: Record<DataSetAction, boolean>;
  viewerCannotBecause: Record<DataSetAction, FailureReason | null>;
}

/**
 * The rules of spec management-and-data sections 2, 3 and 5, in one place: staff only; edit
 * when Completed or Failed and not locked; delete when no report uses it and it is not running;
 * run when it is neither locked nor running. Clients and the gateway read them, never re-derive.
 */
export function refusalOf(action: DataSetAction, d: DataSet, caller: Caller): FailureReason | null {
  if (!caller.isStaff) return "FORBIDDEN";
  const running = d.status === "Started";
  if (action === "delete")
    return d.reportIds.length ? "DATA_SET_IN_USE" : running ? "DATA_SET_RUNNING" : null;
  if (running) return "DATA_SET_RUNNING";
  if (d.isLocked) return "DATA_SET_LOCKED";
  if (action === "edit" && d.status !== "Completed" && d.status !== "Failed") return "DATA_SET_NOT_FINISHED";
  return null;
}

const ACTIONS: DataSetAction[] = ["edit", "delete", "run"];

/** A data set as the caller sees it: its state plus what they may do with it. */
export function withActions(d: DataSet, caller: Caller): DataSet & DataSetActions {
  const refusals = Object.fromEntries(ACTIONS.map((a) => [a, refusalOf(a, d, caller)])) as Record<
    DataSetAction,
    FailureReason | null
  >;
  const allowed = Object.fromEntries(ACTIONS.map((a) => [a, refusals[a] === null])) as Record<
    DataSetAction,
    boolean
  >;
  return { ...d, viewerCan: allowed, viewerCannotBecause: refusals };
}
