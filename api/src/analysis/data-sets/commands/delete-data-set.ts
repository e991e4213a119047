import type { Caller } from "../../../auth/caller.ts";
import type { Database } from "@alm/database";
import { conflict } from "../../../http/http-error.ts";
import type { StatusNotifier } from "../../../notifications/notification-message.ts";
import { announce } from "../../workflow-events.ts";
import { deleteDataSetRow, type DataSetRow } from "../data-set-repository.ts";

export interface DeleteDataSet {
  caller: Caller;
  /** The route's scope check has already found it in the caller's reach. */
  dataSet: DataSetRow;
}

/** A report definition's results depend on its data sets, and a running set is being written. */
function assertDeletable(row: DataSetRow): void {
  // Users know report definitions by name; ids are not shown anywhere they work.
  const names = (row.report_names ?? []).map((n) => `'${n}'`);
  if (names.length) {
    const which = names.length === 1 ? "the report definition" : "the report definitions";
    throw conflict("DATA_SET_IN_USE", "Unable to delete", [
      {
        error: `Unable to delete: ${which} ${names.join(", ")} use${names.length === 1 ? "s" : ""} '${row.name}' as base or compare data set.`,
        resolution: "Delete those report definitions, or choose other data sets in them, first.",
      },
    ]);
  }
  if (row.status === "Started")
    throw conflict(
      "DATA_SET_RUNNING",
      "Unable to delete: the data set is running. Wait until it has finished.",
    );
}

/** Deletes a data set that no report definition uses and that is not running. Staff are told. */
export async function deleteDataSet(
  db: Database,
  notifier: StatusNotifier,
  command: DeleteDataSet,
): Promise<{ id: number; deleted: true }> {
  const { caller, dataSet } = command;
  assertDeletable(dataSet);
  await deleteDataSetRow(db, dataSet.id);
  await announce(notifier, caller, dataSet.client_id, `Data set '${dataSet.name}' deleted`, "Completed", {
    dataSetId: dataSet.id,
    action: "deleted",
  });
  return { id: dataSet.id, deleted: true };
}
