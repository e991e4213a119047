import type { Caller } from "../../../auth/caller.ts";
import type { Database } from "@alm/database";
import type { StatusNotifier } from "../../../notifications/notification-message.ts";
import { firstFreeName } from "../../unique-name.ts";
import { announce } from "../../workflow-events.ts";
import {
  findReportDefinition,
  reportNameTaken,
  toReportDefinition,
  type ReportDefinitionRow,
} from "../report-definition-repository.ts";
import { copyReportDefinition } from "../report-definition-writes.ts";

export interface CloneReportDefinition {
  caller: Caller;
  /** The route's scope check has already found it in the caller's reach. */
  source: ReportDefinitionRow;
}

/** Copies a report definition under the first free "(Copy n)" name of the client. Staff are told. */
export async function cloneReportDefinition(
  db: Database,
  notifier: StatusNotifier,
  command: CloneReportDefinition,
) {
  const { caller, source } = command;
  const id = await db.transaction(async (tx) => {
    const name = await firstFreeName(
      (n) => `${source.name} (Copy${n > 1 ? ` ${n}` : ""})`,
      (candidate) => reportNameTaken(tx, source.client_id, candidate),
    );
    return copyReportDefinition(tx, { sourceId: source.id, name, username: caller.username });
  });
  const copy = toReportDefinition((await findReportDefinition(db, id)) as ReportDefinitionRow);
  await announce(
    notifier,
    caller,
    source.client_id,
    `Report '${copy.name}' copied`,
    copy.status ?? "Started",
    {
      reportDefinitionId: id,
      action: "cloned",
    },
  );
  return copy;
}
