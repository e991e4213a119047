import type { Caller } from "../../../auth/caller.ts";
import type { Database } from "@alm/database";
import { conflict } from "../../../http/http-error.ts";
import type { StatusNotifier } from "../../../notifications/notification-message.ts";
import { announce } from "../../workflow-events.ts";
import {
  findReportDefinition,
  toReportDefinition,
  type ReportDefinitionRow,
} from "../report-definition-repository.ts";
import { workflowRefusal, type WorkflowAction } from "../report-definition-rules.ts";
import { lockReportDefinition, markWorkflow } from "../report-definition-writes.ts";

export const PAST_TENSE: Record<WorkflowAction, string> = {
  approve: "approved",
  unapprove: "unapproved",
  publish: "published",
  unpublish: "unpublished",
};

export interface TransitionReport {
  caller: Caller;
  id: number;
  action: WorkflowAction;
}

/**
 * Approves, unapproves, publishes or unpublishes a report definition. The row is locked while the
 * rules are checked, so two reviewers cannot both pass the check. Publication concerns clients, so
 * they are told of it; staff of the rest.
 */
export async function transitionReport(db: Database, notifier: StatusNotifier, command: TransitionReport) {
  const { caller, id, action } = command;
  const before = await db.transaction(async (tx) => {
    const row = await lockReportDefinition(tx, id);
    if (!row) throw conflict("RESOURCE_GONE", "The report definition no longer exists.");
    const refusal = workflowRefusal(action, {
      status: row.status,
      approved: row.approved_by_date !== null,
      published: row.published_by_date !== null,
    });
    if (refusal)
      throw conflict("WORKFLOW_REFUSED", `The report cannot be ${PAST_TENSE[action]}: ${refusal.error}`, [
        refusal,
      ]);
    await markWorkflow(tx, { id, action, username: caller.username });
    return row;
  });
  // Announced as soon as the change is committed: the workflow changes neither the name nor the
  // run status the message names, so the locked row has them and the answer's read comes after.
  const audience = action === "publish" || action === "unpublish" ? "client" : "staff";
  await announce(
    notifier,
    caller,
    before.client_id,
    `The report ${before.name} has been ${PAST_TENSE[action]}`,
    before.status ?? "Completed",
    { reportDefinitionId: id, action },
    audience,
  );
  return toReportDefinition((await findReportDefinition(db, id)) as ReportDefinitionRow);
}
