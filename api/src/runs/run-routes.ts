import { withActions } from "../analysis/data-sets/data-set-actions.ts";
import { PERMISSIONS } from "../access/permissions.ts";
import type { Caller } from "../auth/caller.ts";
import { findDataSet, toDataSet, type DataSetRow } from "../analysis/data-sets/data-set-repository.ts";
import { isUniqueViolation, type Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { conflict } from "../http/http-error.ts";
import { idParam } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import { activeJob, enqueueJob, jobQueued, type JobWakeups, type RunJob } from "./run-jobs.ts";
import type { RunAnnouncements } from "./run-status.ts";
import { setDataSetStatus } from "./run-status.ts";
import { templateRoutes } from "./template-downloads.ts";

const alreadyRunning = (name: string, job: RunJob | undefined) =>
  conflict("DATA_SET_RUNNING", `The data set '${name}' is already running.`, [
    {
      error: `A run of '${name}' is already ${job?.status === "queued" ? "queued" : "in progress"}${
        job ? ` (requested by ${job.requested_by} at ${new Date(job.created_date).toISOString()})` : ""
      }.`,
      resolution:
        "Wait until it has completed or failed (its status is pushed as it changes), then run it again.",
    },
  ]);

/** Run and Rerun of data sets, and the upload template downloads of the data set drawer. */
export function runRoutes(
  db: Database,
  notifier: StatusNotifier,
  services: { jobs: JobWakeups; announcements: RunAnnouncements },
): RouteDef[] {
  return [
    {
      method: "put",
      path: "/analysis/dataset/:id/run",
      summary:
        "Runs (or reruns) a data set through the engine: queues a job and answers 202 with the data set, status Started; Completed or Failed follows through the hub. 409 while a run of it is queued or running, or while an approved or published report locks it.",
      scope: { kind: "dataSet", param: "id" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const id = idParam(req.params, "id");
        const current = toDataSet((await findDataSet(db, id)) as DataSetRow);
        if (current.isLocked) {
          throw conflict("DATA_SET_LOCKED", `The data set '${current.name}' cannot be run: it is locked.`, [
            {
              error: current.lockedReason ?? "Locked by an approved or published report.",
              resolution:
                "Unpublish and unapprove those reports before running it again, or copy the data set and run the copy.",
            },
          ]);
        }
        const active = await activeJob(db, id);
        if (active) throw alreadyRunning(current.name, active);
        let changed;
        try {
          changed = await db.transaction(async (tx) => {
            await enqueueJob(tx, id, caller);
            return setDataSetStatus(tx, id, "Started", null);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyRunning(current.name, await activeJob(db, id));
          throw error;
        }
        const announced = services.announcements.announce(
          notifier,
          caller,
          { id, name: current.name, clientId: current.clientId },
          "Started",
          null,
          changed,
        );
        await Promise.all([jobQueued(db, services.jobs), announced]);
        sendModel(res, withActions(toDataSet((await findDataSet(db, id)) as DataSetRow), caller), 202);
      },
    },
    ...templateRoutes(),
  ];
}
