import type { Queryable } from "@alm/database";
import type { RunChart } from "./chart-structure.ts";
import type { ComputationServices } from "./computation-services.ts";
import type { StoredRow } from "./results-packing.ts";
import type { RunCurve } from "./run-curve.ts";
import { readStoredFiles } from "./stored-files.ts";

export interface ResultsJob {
  dataSetId: number;
  asOfDate: string;
  charts: readonly RunChart[];
  niiYears: number;
  curve: RunCurve;
  /** A run fails on files the engine refuses; a read of a Completed data set computes what it can. */
  strict: boolean;
}

/**
 * The one step that computes results: the data set's stored files through the api's engine pool
 * with its run model, one stored row per chart. A run computes every chart its reports use and
 * stores them with its status (run-worker.ts); a report read computes the one chart whose stored
 * results are missing or stale and stores it for the next read (results-store.ts).
 */
export async function computeDataSetResults(
  services: Pick<ComputationServices, "engine" | "model">,
  db: Queryable,
  job: ResultsJob,
  signal?: AbortSignal,
): Promise<StoredRow[]> {
  const { dataSetId, asOfDate, niiYears, curve } = job;
  return services.engine.compute(
    {
      files: await readStoredFiles(db, dataSetId),
      charts: [...job.charts],
      options: { dataSetId, asOfDate, niiYears, model: services.model, curve },
      strict: job.strict,
    },
    signal,
  );
}
