import type { AuditAction } from "../../audit/audit-trail.ts";
import type { Caller } from "../../auth/caller.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../../http/envelope.ts";
import { idParam } from "../../http/params.ts";
import type { RouteDef } from "../../http/route-table.ts";
import type { StatusNotifier } from "../../notifications/notification-message.ts";
import { PAST_TENSE, transitionReport } from "./commands/transition-report.ts";
import { WORKFLOW_PERMISSION as permissionFor, withActionsFor } from "./report-definition-actions.ts";
import type { WorkflowAction } from "./report-definition-rules.ts";

/** Approvals and publications are in the audit trail. */
const WORKFLOW_AUDIT: Record<WorkflowAction, AuditAction> = {
  approve: "REPORT_APPROVED",
  unapprove: "REPORT_UNAPPROVED",
  publish: "REPORT_PUBLISHED",
  unpublish: "REPORT_UNPUBLISHED",
};

/** PUT analysis/reportdefinitions/{id}/{action}: one route per action, each with its permission. */
export function workflowRoutes(db: Database, notifier: StatusNotifier): RouteDef[] {
  return (Object.keys(permissionFor) as WorkflowAction[]).map((action) => ({
    method: "put",
    path: `/analysis/reportdefinitions/:id/${action}`,
    summary: `Marks a report definition ${PAST_TENSE[action]} (needs '${permissionFor[action]}').`,
    scope: { kind: "reportDefinition", param: "id" },
    staffOnly: true,
    permission: permissionFor[action],
    audit: { action: WORKFLOW_AUDIT[action], target: (req) => `report definition ${req.params.id}` },
    handler: async (req, res) => {
      const caller = res.locals.caller as Caller;
      const saved = await transitionReport(db, notifier, { caller, id: idParam(req.params, "id"), action });
      sendModel(res, (await withActionsFor(db, caller, [saved]))[0]);
    },
  }));
}
