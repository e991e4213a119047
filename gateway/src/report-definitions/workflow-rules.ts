import type { ReportDefinitionActions, WorkflowState } from "../generated/graphql.ts";
import type { ReportDefinitionModel } from "../models/analysis-models.ts";
import type { Viewer } from "../graphql/models.ts";
import { hasPermission, isStaff } from "../graphql/viewer-loader.ts";

export function workflowStateOf(r: ReportDefinitionModel): WorkflowState {
  if (r.isPublished) return "PUBLISHED";
  return r.isApproved ? "APPROVED" : "DRAFT";
}

/**
 * What the viewer may do now: spec management-and-data section 4 (approve only when Completed
 * and not published; publish only when approved and Completed; unpublish also unapproves).
 * The api enforces the same rules; this lets the UI show only the buttons that will work.
 */
export function actionsFor(viewer: Viewer, r: ReportDefinitionModel): ReportDefinitionActions {
  const staff = isStaff(viewer);
  const mayApprove = staff && hasPermission(viewer, "Approve");
  const mayPublish = staff && hasPermission(viewer, "Publish");
  const completed = r.status === "Completed";
  const editable = staff && !r.isApproved && !r.isPublished;
  return {
    approve: mayApprove && completed && !r.isApproved && !r.isPublished,
    unapprove: mayApprove && r.isApproved && !r.isPublished,
    publish: mayPublish && completed && r.isApproved && !r.isPublished,
    unpublish: mayPublish && r.isPublished,
    edit: editable,
    delete: editable,
    clone: staff,
  };
}
