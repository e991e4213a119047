import type { Database } from "@alm/database";
import type { Caller } from "../auth/caller.ts";
import { duplicateName } from "../analysis/data-sets/commands/save-data-set.ts";
import {
  copyDataSetFiles,
  findDataSet,
  insertDataSet,
  insertDataSetFiles,
  nameTaken,
  toDataSet,
  type DataSet,
  type DataSetRow,
} from "../analysis/data-sets/data-set-repository.ts";
import { dataSetName } from "../analysis/data-sets/data-set-rules.ts";
import { WHAT_IF_DATA_SET_TYPE } from "../analysis/data-sets/data-set-rules.ts";
import { announce } from "../analysis/workflow-events.ts";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import { whatIfFile, type WhatIfServices } from "./compute-what-if.ts";
import { ChangeResolver } from "./resolve-changes.ts";
import { loadWhatIfBase } from "./what-if-context.ts";
import type { WhatIfRequest } from "./what-if-input.ts";

/**
 * Saves a what-if as a What If data set of the same client and as-of date: the source's files
 * and the what-if's steps as a file of their own, which its runs apply as a what-if computes
 * them (runs/stored-files.ts), so the saved data set's figures are the what-if's. It is linked to
 * its source and has not run yet. Staff only (the route): client users never store a what-if.
 */
export async function saveWhatIf(
  services: WhatIfServices,
  db: Database,
  notifier: StatusNotifier,
  command: { caller: Caller; dataSetId: number; request: WhatIfRequest; description: string },
): Promise<DataSet> {
  const { caller, dataSetId, request } = command;
  const base = await loadWhatIfBase(services, db, caller, dataSetId, request.reportDefinitionId);
  const resolved = ChangeResolver.resolve(base, services.model, request.changes);
  const source = (await findDataSet(db, dataSetId)) as DataSetRow;
  const name = dataSetName(source.as_of_date, WHAT_IF_DATA_SET_TYPE, command.description);
  const id = await db.transaction(async (tx) => {
    if (await nameTaken(tx, source.client_id, name)) throw duplicateName(name);
    const fields = {
      name,
      dataSetType: WHAT_IF_DATA_SET_TYPE,
      asOfDate: source.as_of_date,
      description: command.description,
      resultSets: source.run_results,
      useTcuFund: source.use_tcu_fund,
    };
    const saved = await insertDataSet(tx, { clientId: source.client_id, fields, username: caller.username });
    await tx.query("update data_sets set what_if_source_id = $2 where id = $1", [saved, dataSetId]);
    await copyDataSetFiles(tx, { sourceId: dataSetId, copyId: saved, username: caller.username });
    const file = whatIfFile({ sourceDataSetId: dataSetId, changes: request.changes, steps: resolved.steps });
    await insertDataSetFiles(tx, saved, [{ ...file, content: Buffer.from(file.content) }], caller.username);
    return saved;
  });
  await announce(notifier, caller, source.client_id, `Data set '${name}' saved`, "Completed", {
    dataSetId: id,
    dataSetStatus: "pending",
    action: "created",
  });
  return toDataSet((await findDataSet(db, id)) as DataSetRow);
}
