import type { Caller } from "../../auth/caller.ts";
import type { Database } from "../../db/database.ts";
import { sendModel } from "../../http/envelope.ts";
import { conflict } from "../../http/http-error.ts";
import { idParam } from "../../http/params.ts";
import type { RouteDef } from "../../http/route-table.ts";
import type { StatusNotifier } from "../../notifications/notification-message.ts";
import { announce } from "../workflow-events.ts";
import {
  findReportDefinition,
  toReportDefinition,
  type ReportDefinitionRow,
} from "./report-definition-repository.ts";
import { workflowRefusal, type WorkflowAction } from "./report-definition-rules.ts";

const updates: Record<WorkflowAction, string> = {
  approve: "approved_by = $2, approved_by_date = now()",
  unapprove: "approved_by = null, approved_by_date = null",
  publish: "published_by = $2, published_by_date = now()",
  // Unpublishing also withdraws the approval (spec section 4).
  unpublish: "published_by = null, published_by_date = null, approved_by = null, approved_by_date = null",
};

const pastTense: Record<WorkflowAction, string> = {
  approve: "approved",
  unapprove: "unapproved",
  publish: "published",
  unpublish: "unpublished",
};

const permissionFor: Record<WorkflowAction, string> = {
  approve: "Approve",
  unapprove: "Approve",
  publish: "Publish",
  unpublish: "Publish",
};

/** PUT analysis/reportdefinitions/{id}/{action}: one route per action, each with its permission. */
export function workflowRoutes(db: Database, notifier: StatusNotifier): RouteDef[] {
  return (Object.keys(updates) as WorkflowAction[]).map((action) => ({
    method: "put",
    path: `/analysis/reportdefinitions/:id/${action}`,
    summary: `Marks a report definition ${pastTense[action]} (needs '${permissionFor[action]}').`,
    scope: { kind: "reportDefinition", param: "id" },
    staffOnly: true,
    permission: permissionFor[action],
    handler: async (req, res) => {
      const caller = res.locals.caller as Caller;
      const id = idParam(req.params, "id");
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.query<ReportDefinitionRow>(
          "select * from report_definitions where id = $1 for update",
          [id],
        );
        if (!row) throw conflict("RESOURCE_GONE", "The report definition no longer exists.");
        const refusal = workflowRefusal(action, {
          status: row.status,
          approved: row.approved_by_date !== null,
          published: row.published_by_date !== null,
        });
        if (refusal)
          throw conflict("WORKFLOW_REFUSED", `The report cannot be ${pastTense[action]}: ${refusal.error}`, [
            refusal,
          ]);
        await tx.query(
          `update report_definitions set ${updates[action]}, updated_date = now() where id = $1`,
          [id, ...(action === "approve" || action === "publish" ? [caller.username] : [])],
        );
        return row;
      });
      const saved = toReportDefinition((await findReportDefinition(db, id)) as ReportDefinitionRow);
      const audience = action === "publish" || action === "unpublish" ? "client" : "staff";
      await announce(
        notifier,
        caller,
        updated.client_id,
        `The report ${saved.name} has been ${pastTense[action]}`,
        saved.status ?? "Completed",
        { reportDefinitionId: id, action },
        audience,
      );
      sendModel(res, saved);
    },
  }));
}
