import { FOLDER_TYPE } from "@alm/engine";
import type { NodeResult } from "@alm/engine";
import { chartRoot, type CoaNode, flagTags, ROOT_ID } from "../chart-tree/coa-node.ts";
import type { Queryable } from "@alm/database";
import { conflict, notFound } from "../http/http-error.ts";
import { loadRunChart } from "./chart-structure.ts";
import { readOrComputeResults } from "./results-store.ts";
import type { ComputationServices } from "./computation-services.ts";

interface SourceDataSet {
  id: number;
  name: string;
  status: string | null;
  as_of_date: string;
}

/** The client's newest data set that lists the run result among its result sets. */
async function dataSetOf(db: Queryable, clientId: number, runResultId: string): Promise<SourceDataSet> {
  const [dataSet] = await db.query<SourceDataSet>(
    `select id, name, status, as_of_date::text as as_of_date from data_sets
     where client_id = $1 and run_results @> $2::jsonb order by as_of_date desc, id desc limit 1`,
    [clientId, JSON.stringify([{ key: runResultId }])],
  );
  if (!dataSet) {
    const error = `No data set of this client has the run result '${runResultId}'`;
    const resolution = "Pick a run result of one of the client's data sets.";
    throw notFound(`${error}: ${resolution.toLowerCase()}`, [
      { error, resolution, field: "sourceRunResultId" },
    ]);
  }
  if (dataSet.status !== "Completed") {
    throw conflict(
      "DATA_SET_NOT_FINISHED",
      `The data set '${dataSet.name}' of run result '${runResultId}' has no results yet.`,
      [
        {
          error: `The data set is ${dataSet.status ?? "pending"}, not Completed.`,
          resolution: "Run the data set and wait until it has completed, then import again.",
        },
      ],
    );
  }
  return dataSet;
}

/** The chart the data set's results were last computed over; else the client's first (as a run does). */
async function resultsChartId(db: Queryable, dataSetId: number, clientId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `select coalesce(
       (select chart_of_accounts_id from run_results where data_set_id = $1 order by computed_date desc limit 1),
       (select id from charts_of_accounts where client_id = $2 order by id limit 1)) as id`,
    [dataSetId, clientId],
  );
  if (row?.id === undefined || row.id === null) {
    throw conflict(
      "NO_CHART_OF_ACCOUNTS",
      "The client has no chart of accounts its positions were rolled up over.",
    );
  }
  return row.id;
}

/** Nests the result's flat nodes (sections have depth 0) under a root named after the new chart. */
export function treeOfNodes(nodes: readonly NodeResult[], name: string): CoaNode {
  const root = chartRoot(name);
  const byId = new Map<string, CoaNode>([[String(ROOT_ID), root]]);
  const ordered = [...nodes].sort((a, b) => a.depth - b.depth || a.order - b.order);
  for (const n of ordered) {
    const parent = (n.depth === 0 ? root : byId.get(String(n.parentId))) ?? root;
    const depth = parent.depth + 1;
    const node: CoaNode = {
      id: n.id,
      parentId: parent.id,
      hLevel: depth,
      depth,
      order: parent.children.length + 1,
      key: n.key,
      description: n.description,
      folderType:
        n.folderType === FOLDER_TYPE.special || n.folderType === FOLDER_TYPE.leaf
          ? n.folderType
          : FOLDER_TYPE.group,
      rollUp: n.rollUp,
      nevVisible: n.nevVisible,
      niiVisible: n.niiVisible,
      tags: [],
      children: [],
    };
    node.tags = flagTags(node);
    parent.children.push(node);
    byId.set(String(n.id), node);
  }
  return root;
}

/**
 * The folder tree of a client's run result, as a chart of accounts: the folders the run rolled
 * the data set's positions up into (leaves holding positions, their groups and the sections),
 * with the result's keys, descriptions, folder types, roll-up and visibility.
 */
export async function chartFromRunResult(
  db: Queryable,
  computation: ComputationServices,
  clientId: number,
  runResultId: string,
  name: string,
): Promise<CoaNode> {
  const dataSet = await dataSetOf(db, clientId, runResultId);
  const chart = await loadRunChart(db, computation.charts, await resultsChartId(db, dataSet.id, clientId));
  if (!chart) throw conflict("RESOURCE_GONE", "The chart of accounts of the run result no longer exists.");
  const { results } = await readOrComputeResults(computation, db, {
    dataSetId: dataSet.id,
    asOfDate: dataSet.as_of_date,
    chart,
    niiYears: 2,
  });
  return treeOfNodes(results.engine.nodes, name);
}
