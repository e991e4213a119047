import type { Caller } from "../../../auth/caller.ts";
import type { Database } from "@alm/database";
import type { StatusNotifier } from "../../../notifications/notification-message.ts";
import { firstFreeName } from "../../unique-name.ts";
import { announce } from "../../workflow-events.ts";
import {
  copyDataSet,
  copyDataSetFiles,
  findDataSet,
  nameTaken,
  toDataSet,
  type DataSet,
  type DataSetRow,
} from "../data-set-repository.ts";
import { dataSetName } from "../data-set-rules.ts";

export interface CloneDataSet {
  caller: Caller;
  /** The route's scope check has already found it in the caller's reach. */
  source: DataSetRow;
}

/** "Copy", "Copy 2", … after the source's own description, so the copy's name shows its origin. */
function copyDescription(source: DataSetRow, n: number): string {
  return `${source.description ? `${source.description} ` : ""}Copy${n > 1 ? ` ${n}` : ""}`;
}

/**
 * Copies a data set (settings and files) under the first free name of the client, in one
 * transaction; the copy has not run yet. Staff are told.
 */
export async function cloneDataSet(
  db: Database,
  notifier: StatusNotifier,
  command: CloneDataSet,
): Promise<DataSet> {
  const { caller, source } = command;
  const id = await db.transaction(async (tx) => {
    const name = await firstFreeName(
      (n) => dataSetName(source.as_of_date, source.data_set_type, copyDescription(source, n)),
      (candidate) => nameTaken(tx, source.client_id, candidate),
    );
    const description = name.slice(dataSetName(source.as_of_date, source.data_set_type).length + 1);
    const copyId = await copyDataSet(tx, {
      sourceId: source.id,
      name,
      description,
      username: caller.username,
    });
    await copyDataSetFiles(tx, { sourceId: source.id, copyId, username: caller.username });
    return copyId;
  });
  const copy = toDataSet((await findDataSet(db, id)) as DataSetRow);
  await announce(notifier, caller, source.client_id, `Data set '${copy.name}' copied`, "Completed", {
    dataSetId: id,
    action: "cloned",
  });
  return copy;
}
