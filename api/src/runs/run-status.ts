import { STAFF_TENANT, type Caller } from "../auth/caller.ts";
import { refreshReportStatus } from "../analysis/report-definitions/report-definition-repository.ts";
import { derivedStatus } from "../analysis/report-definitions/report-definition-rules.ts";
import { announce } from "../analysis/workflow-events.ts";
import type { Queryable } from "@alm/database";
import type { StatusNotifier } from "../notifications/notification-message.ts";

export type DataSetStatus = "Started" | "Completed" | "Failed";

export interface ReportStatusChange {
  id: number;
  name: string;
  clientId: number;
  status: string;
}

/**
 * Sets a data set's status and recomputes the status of every report definition that uses it
 * (inside the caller's transaction); returns the reports whose status changed.
 */
export async function setDataSetStatus(
  tx: Queryable,
  dataSetId: number,
  status: DataSetStatus,
  reason: string | null,
): Promise<ReportStatusChange[]> {
  await tx.query("update data_sets set status = $2, status_reason = $3 where id = $1", [
    dataSetId,
    status,
    reason,
  ]);
  const reports = await tx.query<{ id: number; name: string; client_id: number; status: string | null }>(
    `select id, name, client_id, status from report_definitions
     where base_data_set_id = $1 or compare_data_set_id = $1 order by id`,
    [dataSetId],
  );
  const changed: ReportStatusChange[] = [];
  for (const r of reports) {
    const next = await refreshReportStatus(tx, r.id, derivedStatus);
    if (next !== r.status) changed.push({ id: r.id, name: r.name, clientId: r.client_id, status: next });
  }
  return changed;
}

/**
 * An api's announcements of run status per data set, in order: a run's Completed (its worker's)
 * never overtakes its Started (the route's). One per api (services.ts).
 */
export class RunAnnouncements {
  private readonly sequence = new Map<number, Promise<void>>();

  /**
   * Pushes a data set's status change, then those of the report definitions it changed: (notifier,
   * by, dataSet, status, reason, reports), after the data set's earlier announcements.
   */
  announce(...change: Parameters<typeof publishRunStatus>): Promise<void> {
    const dataSet = change[2];
    const previous = this.sequence.get(dataSet.id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => publishRunStatus(...change));
    this.sequence.set(dataSet.id, next);
    void next
      .finally(() => {
        if (this.sequence.get(dataSet.id) === next) this.sequence.delete(dataSet.id);
      })
      .catch(() => undefined);
    return next;
  }
}

async function publishRunStatus(
  notifier: StatusNotifier,
  by: Caller,
  dataSet: { id: number; name: string; clientId: number },
  status: DataSetStatus,
  reason: string | null,
  reports: readonly ReportStatusChange[],
): Promise<void> {
  const subject =
    status === "Started"
      ? `Data set '${dataSet.name}' is running`
      : status === "Completed"
        ? `Data set '${dataSet.name}' has completed`
        : `Data set '${dataSet.name}' failed`;
  await announce(notifier, by, dataSet.clientId, subject, status, {
    dataSetId: dataSet.id,
    dataSetStatus: status,
    action: "run",
    ...(reason ? { message: reason, ErrorMessage: reason } : {}),
  });
  for (const r of reports) {
    await announce(notifier, by, r.clientId, `Report '${r.name}' is ${r.status}`, r.status, {
      reportDefinitionId: r.id,
      dataSetId: dataSet.id,
      action: "run",
    });
  }
}

/** The worker acts for whoever asked for the run. */
export const requester = (job: { requested_by: string; requested_by_uid: string }): Caller => ({
  sub: job.requested_by_uid,
  username: job.requested_by,
  name: job.requested_by,
  tenant: STAFF_TENANT,
  isStaff: true,
});
