import type { Caller } from "../../../auth/caller.ts";
import type { Database } from "@alm/database";
import { conflict, notFoundById } from "../../../http/http-error.ts";
import type { StatusNotifier } from "../../../notifications/notification-message.ts";
import { monthEnd } from "../../dates.ts";
import { announce } from "../../workflow-events.ts";
import type { CheckedFile } from "../data-set-files.ts";
import {
  findDataSet,
  insertDataSet,
  insertDataSetFiles,
  nameTaken,
  toDataSet,
  updateDataSet,
  type DataSet,
  type DataSetRow,
} from "../data-set-repository.ts";
import { DUPLICATE_DATA_SET_NAME, dataSetName, type DataSetRequest } from "../data-set-rules.ts";

export interface SaveDataSet {
  caller: Caller;
  clientId: number;
  request: DataSetRequest;
  files: CheckedFile[];
}

export const duplicateName = (name: string) =>
  conflict("DUPLICATE_NAME", DUPLICATE_DATA_SET_NAME, [
    {
      field: "description",
      error: `${DUPLICATE_DATA_SET_NAME}: '${name}' already exists for this client.`,
      resolution:
        "Data set names are built from the as-of date, the type and the optional description. Edit the description to make the name unique.",
    },
  ]);

/** An edit must name a set of the client that is neither running nor locked. */
async function assertEditable(db: Database, clientId: number, id: number): Promise<void> {
  const existing = await findDataSet(db, id);
  if (!existing || existing.client_id !== clientId) throw notFoundById("data set", id, "id");
  if (existing.status === "Started")
    throw conflict("DATA_SET_RUNNING", "The data set is running. Wait until it has finished, then edit it.");
  const current = toDataSet(existing);
  if (current.isLocked) throw conflict("DATA_SET_LOCKED", current.lockedReason ?? "The data set is locked.");
}

/**
 * Creates or updates a data set with its uploaded files, in one transaction: the name is built
 * from date, type and description and must be unique within the client. Staff are told.
 */
export async function saveDataSet(
  db: Database,
  notifier: StatusNotifier,
  command: SaveDataSet,
): Promise<DataSet> {
  const { caller, clientId, request } = command;
  const asOfDate = monthEnd(request.asOfDate);
  const name = dataSetName(asOfDate, request.dataSetType, request.description);
  if (request.id) await assertEditable(db, clientId, request.id);
  const fields = {
    name,
    dataSetType: request.dataSetType,
    asOfDate,
    description: request.description ?? null,
    resultSets: request.resultSets,
    useTcuFund: request.useTcuFund,
  };
  const id = await db.transaction(async (tx) => {
    if (await nameTaken(tx, clientId, name, request.id)) throw duplicateName(name);
    const saved = request.id
      ? await updateDataSet(tx, { id: request.id, fields, username: caller.username })
      : await insertDataSet(tx, { clientId, fields, username: caller.username });
    await insertDataSetFiles(tx, saved, command.files, caller.username);
    return saved;
  });
  const saved = toDataSet((await findDataSet(db, id)) as DataSetRow);
  await announce(notifier, caller, clientId, `Data set '${name}' saved`, "Completed", {
    dataSetId: id,
    dataSetStatus: saved.status ?? "pending",
    action: request.id ? "updated" : "created",
  });
  return saved;
}
