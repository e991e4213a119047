import type { Caller } from "../../../auth/caller.ts";
import type { Database } from "@alm/database";
import { conflict } from "../../../http/http-error.ts";
import type { StatusNotifier } from "../../../notifications/notification-message.ts";
import { announce } from "../../workflow-events.ts";
import type { ReportDefinitionRow } from "../report-definition-repository.ts";
import { deleteReportDefinitionRow } from "../report-definition-writes.ts";

export interface DeleteReportDefinition {
  caller: Caller;
  /** The route's scope check has already found it in the caller's reach. */
  definition: ReportDefinitionRow;
}

/** Deletes a report definition that is neither approved nor published: those are what clients read. */
export async function deleteReportDefinition(
  db: Database,
  notifier: StatusNotifier,
  command: DeleteReportDefinition,
): Promise<{ id: number; deleted: true }> {
  const { caller, definition } = command;
  if (definition.approved_by_date || definition.published_by_date) {
    throw conflict("REPORT_DEFINITION_LOCKED", "The report is approved or published and cannot be deleted.", [
      {
        error: "The report is approved or published.",
        resolution: "Unpublish and unapprove it before deleting it.",
      },
    ]);
  }
  await deleteReportDefinitionRow(db, definition.id);
  await announce(
    notifier,
    caller,
    definition.client_id,
    `The report definition ${definition.name} has been deleted`,
    "Completed",
    { reportDefinitionId: definition.id, action: "deleted" },
  );
  return { id: definition.id, deleted: true };
}
