import type { RunStatus } from "../generated/graphql.ts";
import { NOT_READY_TEXTS } from "../lib/error-texts.ts";

/** A data set behind a report, as the not-ready notice reads it. */
export interface NotReadyDataSet {
  id: string;
  name: string;
  status: RunStatus;
  statusReason?: string | null;
  viewerCan: { run: boolean };
}

/** The data sets a report still waits for: the base and comparison ones that have not completed. */
export const unfinishedDataSets = <D extends NotReadyDataSet>(dataSets: readonly (D | null)[]): D[] =>
  dataSets.filter((d): d is D => d !== null && d.status !== "COMPLETED");

/** Where a data set's run stands, in the words of its status. */
export const whereItStands = (d: NotReadyDataSet): string =>
  d.status === "FAILED"
    ? NOT_READY_TEXTS.FAILED(d.name, d.statusReason ?? null)
    : d.status === "STARTED"
      ? NOT_READY_TEXTS.STARTED(d.name)
      : NOT_READY_TEXTS.PENDING(d.name);

/** What the viewer can do about a data set that is not running: run it, or wait for staff who may. */
export const nextStep = (d: NotReadyDataSet): string =>
  !d.viewerCan.run
    ? NOT_READY_TEXTS.askStaff
    : d.status === "FAILED"
      ? NOT_READY_TEXTS.rerun
      : NOT_READY_TEXTS.runIt;
