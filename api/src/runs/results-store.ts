import type { Queryable } from "@alm/database";
import type { RunChart } from "./chart-structure.ts";
import { inputsKeyOf, RESULTS_VERSION } from "./compute-results.ts";
import { curveForResults, type RunCurve } from "./run-curve.ts";
import type { ComputationServices, LoadedResults } from "./computation-services.ts";
import { RunFailure } from "./run-failure.ts";
import { fromStoredRow, unpack, type PackedResults, type StoredRow } from "./results-packing.ts";
import { computeDataSetResults, type ResultsJob } from "./results-computation.ts";
import { storedFileIds } from "./stored-files.ts";
import type { RunModel } from "./run-model.ts";

/**
 * Results are stored per (data set, chart of accounts). A run computes them for the charts its
 * report definitions use (and the client's first chart); a report on another chart, on a chart
 * whose structure changed, or needing more NII years than were computed, gets them computed
 * once from the data set's stored files on first read, and stored alongside.
 */

export async function saveResults(tx: Queryable, dataSetId: number, rows: readonly StoredRow[]) {
  await tx.query("delete from run_results where data_set_id = $1", [dataSetId]);
  for (const row of rows) await upsertRow(tx, row);
}

/** Stores one chart's results and answers the stored row's revision. */
async function upsertRow(db: Queryable, row: StoredRow): Promise<string> {
  const [stored] = await db.query<{ revision: string }>(
    `insert into run_results (data_set_id, chart_of_accounts_id, results_version, tree_hash, inputs_key, nii_years, result)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (data_set_id, chart_of_accounts_id) do update set results_version = excluded.results_version,
       tree_hash = excluded.tree_hash, inputs_key = excluded.inputs_key, nii_years = excluded.nii_years,
       result = excluded.result, computed_date = now()
     returning ${REVISION}`,
    [row.dataSetId, row.chartOfAccountsId, row.version, row.treeHash, row.inputsKey, row.niiYears, row.json],
  );
  if (!stored) throw new Error("Storing results returned no row.");
  return stored.revision;
}

/** A stored row's revision: it changes with every store of the row. */
const REVISION = "id || ':' || computed_date::text as revision";

interface ResultsHead {
  id: number;
  results_version: number;
  tree_hash: string;
  inputs_key: string;
  nii_years: number;
  revision: string;
}

/** Stored results that a read may use as they are: this version, chart structure, inputs and model. */
type CurrentnessHead = Pick<ResultsHead, "results_version" | "tree_hash" | "inputs_key" | "nii_years">;
const isCurrent = (head: CurrentnessHead, chart: RunChart, expectedInputs: string, niiYears: number) =>
  head.results_version === RESULTS_VERSION &&
  head.tree_hash === chart.treeHash &&
  head.inputs_key === expectedInputs &&
  head.nii_years >= niiYears;

/**
 * Whether a data set has current results over every chart (a report read computed them before a
 * background computation came to it): recomputing them would only change their revision.
 */
export async function hasCurrentResults(
  db: Queryable,
  model: RunModel,
  dataSet: { id: number; asOfDate: string },
  charts: readonly RunChart[],
  niiYears: number,
): Promise<boolean> {
  const heads = await db.query<CurrentnessHead & { chart_of_accounts_id: number }>(
    `select chart_of_accounts_id, results_version, tree_hash, inputs_key, nii_years
     from run_results where data_set_id = $1`,
    [dataSet.id],
  );
  if (!charts.length) return false;
  const fileIds = await storedFileIds(db, dataSet.id);
  for (const chart of charts) {
    const head = heads.find((h) => h.chart_of_accounts_id === chart.id);
    if (!head) return false;
    let curve: RunCurve;
    try {
      curve = await curveForResults(db, dataSet, head.inputs_key);
    } catch (error) {
      // Not current: the computation then fails with the reason, stored as the data set's status.
      if (error instanceof RunFailure) return false;
      throw error;
    }
    const expectedInputs = inputsKeyOf(dataSet.asOfDate, fileIds, model, curve);
    if (!isCurrent(head, chart, expectedInputs, niiYears)) return false;
  }
  return true;
}

export interface ResultsRequest {
  dataSetId: number;
  asOfDate: string;
  chart: RunChart;
  niiYears: number;
  /** Read the stored row again instead of the parsed copy in memory. */
  fresh?: boolean;
}

/**
 * The results of a Completed data set over a chart, as stored; when they are missing or stale
 * (other results version, chart structure, inputs, or too few NII years) this read computes them
 * from the stored files, as a run does, and stores them: the one write of a report read.
 */
export async function readOrComputeResults(
  services: ComputationServices,
  db: Queryable,
  req: ResultsRequest,
): Promise<LoadedResults> {
  const [head] = await db.query<ResultsHead>(
    `select id, results_version, tree_hash, inputs_key, nii_years, ${REVISION}
     from run_results where data_set_id = $1 and chart_of_accounts_id = $2`,
    [req.dataSetId, req.chart.id],
  );
  // Without a curve (within reach of the as-of date, or the one a locked data set keeps) none are served.
  const curve = await curveForResults(db, { id: req.dataSetId, asOfDate: req.asOfDate }, head?.inputs_key);
  const expectedInputs = inputsKeyOf(
    req.asOfDate,
    await storedFileIds(db, req.dataSetId),
    services.model,
    curve,
  );
  const current = head && isCurrent(head, req.chart, expectedInputs, req.niiYears);
  if (head && current) {
    const hit = req.fresh ? undefined : services.results.get(head.revision);
    if (hit) return { results: hit, revision: head.revision };
    // As text, parsed here: PGlite's thread would otherwise parse the 2.6 MB and copy the object
    // graph to this thread (structured clone), which took longer than the parse itself.
    const [row] = await db.query<{ result: string }>(
      "select result::text as result from run_results where id = $1",
      [head.id],
    );
    if (row) {
      const results = unpack(JSON.parse(row.result) as PackedResults);
      services.results.set(head.revision, results);
      return { results, revision: head.revision };
    }
  }
  // Joined only by reads that expect the same inputs and chart structure: a read begun after a
  // newer curve or file was committed never takes results computed from the older ones; nor does
  // a read of a report definition with more NII years take a computation of fewer.
  const key = `${req.dataSetId}|${req.chart.id}|${req.chart.treeHash}|${expectedInputs}`;
  const under = services.computing.get(key);
  let pending = under && under.niiYears >= req.niiYears ? under.results : undefined;
  if (!pending) {
    const niiYears = Math.max(req.niiYears, head?.nii_years ?? 0, under?.niiYears ?? 0, 2);
    pending = computeAndStoreOnRead(services, db, {
      ...req,
      niiYears,
      charts: [req.chart],
      curve,
      strict: false,
    });
    const entry = { niiYears, results: pending };
    services.computing.set(key, entry);
    void pending
      .finally(() => services.computing.get(key) === entry && services.computing.delete(key))
      .catch(() => undefined);
  }
  // The revision of the row this computation stored, not the row's revision now: a computation
  // begun on an older curve may store its results after this one, and its revision must never
  // name these results (nor these figures its revision) in the caches keyed by it.
  const computed = await pending;
  services.results.set(computed.revision, computed.results);
  return computed;
}

/** A report read's write: the one chart's results computed as a run computes them, then stored. */
async function computeAndStoreOnRead(
  services: ComputationServices,
  db: Queryable,
  job: ResultsJob,
): Promise<LoadedResults> {
  const [row] = await computeDataSetResults(services, db, job);
  if (!row) throw new Error("The engine returned no results for the chart.");
  const revision = await upsertRow(db, row);
  // The stored row, not the engine's objects: later reads of this revision parse the same
  // figures (report ETags are strong), never the engine's extra digits once.
  return { results: fromStoredRow(row), revision };
}
