import { hasPermission } from "../../access/permissions.ts";
import type { Caller } from "../../auth/caller.ts";
import type { Queryable } from "@alm/database";
import type { FailureReason } from "../../http/failure-reasons.ts";
import { ANALYSIS_DOMAIN } from "../../http/route-access.ts";
import { workflowRefusal, type WorkflowAction } from "./report-definition-rules.ts";

export type ReportDefinitionAction = WorkflowAction | "edit" | "delete" | "clone";

const ACTIONS: ReportDefinitionAction[] = [
  "approve",
  "unapprove",
  "publish",
  "unpublish",
  "edit",
  "delete",
  "clone",
];

/** The permission each workflow action needs (the workflow routes require the same). */
export const WORKFLOW_PERMISSION: Record<WorkflowAction, "Approve" | "Publish"> = {
  approve: "Approve",
  unapprove: "Approve",
  publish: "Publish",
  unpublish: "Publish",
};

/** The state the rules read: a report definition as the api answers it. */
interface DefinitionState {
  status: string | null;
  isApproved: boolean;
  isPublished: boolean;
}

/** The caller's workflow permissions, read once for every definition of an answer. */
export type WorkflowPermissions = Record<"Approve" | "Publish", boolean>;

export async function workflowPermissionsOf(db: Queryable, caller: Caller): Promise<WorkflowPermissions> {
  if (!caller.isStaff) return { Approve: false, Publish: false };
  const [approve, publish] = await Promise.all([
    hasPermission(db, caller, ANALYSIS_DOMAIN, "Approve"),
    hasPermission(db, caller, ANALYSIS_DOMAIN, "Publish"),
  ]);
  return { Approve: approve, Publish: publish };
}

const isWorkflow = (action: ReportDefinitionAction): action is WorkflowAction =>
  action in WORKFLOW_PERMISSION;

/**
 * Why the caller may not take the action now (null when they may): spec management-and-data
 * section 4. Staff only; the workflow needs its permission and workflowRefusal's rules (which
 * the workflow command enforces); edit and delete need a definition neither approved nor
 * published (as the save and delete commands enforce).
 */
export function refusalOf(
  action: ReportDefinitionAction,
  r: DefinitionState,
  caller: Caller,
  permissions: WorkflowPermissions,
): FailureReason | null {
  if (!caller.isStaff) return "FORBIDDEN";
  if (isWorkflow(action)) {
    if (!permissions[WORKFLOW_PERMISSION[action]]) return "FORBIDDEN";
    const state = { status: r.status, approved: r.isApproved, published: r.isPublished };
    return workflowRefusal(action, state) ? "WORKFLOW_REFUSED" : null;
  }
  if (action === "clone") return null;
  return r.isApproved || r.isPublished ? "REPORT_DEFINITION_LOCKED" : null;
}

export interface ReportDefinitionActions {
  viewerCan: Record<ReportDefinitionAction, boolean>;
  viewerCannotBecause: Record<ReportDefinitionAction, FailureReason | null>;
}

/** A report definition as the caller sees it: its state plus what they may do with it. */
export function withActions<R extends DefinitionState>(
  r: R,
  caller: Caller,
  permissions: WorkflowPermissions,
): R & ReportDefinitionActions {
  const refusals = Object.fromEntries(
    ACTIONS.map((a) => [a, refusalOf(a, r, caller, permissions)]),
  ) as Record<ReportDefinitionAction, FailureReason | null>;
  const allowed = Object.fromEntries(ACTIONS.map((a) => [a, refusals[a] === null])) as Record<
    ReportDefinitionAction,
    boolean
  >;
  return { ...r, viewerCan: allowed, viewerCannotBecause: refusals };
}

/** Report definitions with what the caller may do with each (one permission lookup for all). */
export async function withActionsFor<R extends DefinitionState>(
  db: Queryable,
  caller: Caller,
  definitions: R[],
): Promise<(R & ReportDefinitionActions)[]> {
  const permissions = await workflowPermissionsOf(db, caller);
  return definitions.map((r) => withActions(r, caller, permissions));
}
