import type { WorkflowState } from "../generated/graphql.ts";
import type { ReportDefinitionModel } from "../models/analysis-models.ts";

export function workflowStateOf(r: ReportDefinitionModel): WorkflowState {
  if (r.isPublished) return "PUBLISHED";
  return r.isApproved ? "APPROVED" : "DRAFT";
}
