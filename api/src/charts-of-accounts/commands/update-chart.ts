import type { Caller } from "../../auth/caller.ts";
import type { Database } from "@alm/database";
import { badRequest } from "../../http/http-error.ts";
import type { CoaNode } from "../../chart-tree/coa-node.ts";
import { getChart, updateChart as storeChartChange, type ChartModel } from "../coa-store.ts";

export interface UpdateChart {
  caller: Caller;
  id: number;
  name: string | undefined;
  tree: CoaNode | undefined;
}

/** Renames a chart and/or replaces its tree, with the row locked so concurrent edits do not interleave. */
export function updateChart(db: Database, command: UpdateChart): Promise<ChartModel> {
  const { caller, id, name, tree } = command;
  if (name === undefined && tree === undefined) {
    throw badRequest("INVALID_BODY", "Nothing to update: send name, coa or both.", [
      {
        error: "The body has neither name nor coa.",
        resolution: "Send the new name, the changed tree, or both.",
      },
    ]);
  }
  return db.transaction(async (tx) =>
    storeChartChange(tx, await getChart(tx, id, true), { name, tree, by: caller.username }),
  );
}
