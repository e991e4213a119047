import type { Caller } from "../../auth/caller.ts";
import type { Database } from "@alm/database";
import type { CoaNode } from "../../chart-tree/coa-node.ts";
import { insertChart, type ChartModel } from "../coa-store.ts";

export interface CreateChart {
  caller: Caller;
  clientId: number;
  name: string;
  tree: CoaNode;
}

/** Saves a checked tree as a new chart of accounts of the client; its name must be free. */
export function createChart(db: Database, command: CreateChart): Promise<ChartModel> {
  const { caller, clientId, name, tree } = command;
  return db.transaction((tx) =>
    insertChart(tx, { clientId, name, tree, sourceRunResultId: null, by: caller.username }),
  );
}
