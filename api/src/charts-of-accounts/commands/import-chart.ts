import type { Caller } from "../../auth/caller.ts";
import type { Database } from "@alm/database";
import type { ComputationServices } from "../../runs/computation-services.ts";
import { chartFromRunResult } from "../../runs/chart-from-run-result.ts";
import { insertChart, type ChartModel } from "../coa-store.ts";

export interface ImportChart {
  caller: Caller;
  clientId: number;
  name: string;
  sourceRunResultId: string;
}

/** Stores a run result's folder tree as a new chart of accounts of the client, remembering its source. */
export async function importChart(
  db: Database,
  computation: ComputationServices,
  command: ImportChart,
): Promise<ChartModel> {
  const { caller, clientId, name, sourceRunResultId } = command;
  const tree = await chartFromRunResult(db, computation, clientId, sourceRunResultId, name);
  return db.transaction((tx) =>
    insertChart(tx, { clientId, name, tree, sourceRunResultId, by: caller.username }),
  );
}
