import { isUniqueViolation, type Queryable } from "@alm/database";
import {
  APPROVED_OR_PUBLISHED,
  lockedReason,
} from "../analysis/report-definitions/report-definition-repository.ts";
import { conflict, notFoundById } from "../http/http-error.ts";
import type { CoaNode } from "../chart-tree/coa-node.ts";

/** A chart in the list (spec: chart of accounts list entry; reportName and lastUpdated are aliases). */
export interface ChartListEntry {
  chartOfAccountsId: number;
  name: string;
  reportName: string;
  updatedDate: string;
  lastUpdated: string;
  clientId: number;
}

export interface ChartModel extends ChartListEntry {
  /** An approved or published report uses it: its tree and name may not change (its reports show them). */
  isLocked: boolean;
  /** Which reports lock it; null when none does. */
  lockedReason: string | null;
  sourceRunResultId: string | null;
  createdDate: string;
  createdBy: string;
  updatedBy: string;
  /** The tree: the root node is the chart itself. */
  coa: CoaNode;
}

interface ChartRow {
  id: number;
  client_id: number;
  name: string;
  tree: CoaNode;
  source_run_result_id: string | null;
  created_date: Date | string;
  created_by: string;
  updated_date: Date | string;
  updated_by: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

const toListEntry = (row: Omit<ChartRow, "tree">): ChartListEntry => ({
  chartOfAccountsId: row.id,
  name: row.name,
  reportName: row.name,
  updatedDate: iso(row.updated_date),
  lastUpdated: iso(row.updated_date),
  clientId: row.client_id,
});

const toModel = (row: ChartRow, lockedBy: readonly string[]): ChartModel => ({
  ...toListEntry(row),
  isLocked: lockedBy.length > 0,
  lockedReason: lockedReason(lockedBy),
  sourceRunResultId: row.source_run_result_id,
  createdDate: iso(row.created_date),
  createdBy: row.created_by,
  updatedBy: row.updated_by,
  coa: row.tree,
});

/**
 * A chart an approved or published report uses keeps its tree and name: the report's folders,
 * visibility and the chart's name are what was approved. A copy (save as new) may change.
 */
const chartLocked = (chart: ChartModel) => {
  const error = `The chart of accounts '${chart.name}' cannot change: ${chart.lockedReason ?? "it is locked."}`;
  return conflict("CHART_OF_ACCOUNTS_LOCKED", error, [
    {
      error,
      resolution:
        "Save the changed tree as a new chart of accounts and use it in the next report definition, or unpublish and unapprove the report first.",
    },
  ]);
};

export const DUPLICATE_NAME = "A chart of accounts with this name already exists.";

const duplicateName = (name: string) =>
  conflict("DUPLICATE_NAME", DUPLICATE_NAME, [
    {
      field: "name",
      error: `'${name}' is already the name of a chart of accounts of this client.`,
      resolution: "Choose another name.",
    },
  ]);

/** Postgres and PGlite both report a unique violation as SQLSTATE 23505. */

export async function listCharts(db: Queryable, clientId: number): Promise<ChartListEntry[]> {
  const rows = await db.query<Omit<ChartRow, "tree">>(
    `select id, client_id, name, source_run_result_id, created_date, created_by, updated_date, updated_by
     from charts_of_accounts where client_id = $1 order by id`,
    [clientId],
  );
  return rows.map(toListEntry);
}

export async function getChart(db: Queryable, id: number, lock = false): Promise<ChartModel> {
  const [row] = await db.query<ChartRow>(
    `select * from charts_of_accounts where id = $1${lock ? " for update" : ""}`,
    [id],
  );
  if (!row) throw notFoundById("chart of accounts", id);
  return toModel(row, await reportsLocking(db, id));
}

/** The approved or published report definitions that use a chart, by name. */
async function reportsLocking(db: Queryable, chartId: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select name from report_definitions where chart_of_accounts_id = $1 and ${APPROVED_OR_PUBLISHED} order by name`,
    [chartId],
  );
  return rows.map((r) => r.name);
}

/** Names are unique per client regardless of case, so two charts never look alike in a list. */
export async function assertNameFree(db: Queryable, clientId: number, name: string, exceptId?: number) {
  const [taken] = await db.query(
    "select 1 from charts_of_accounts where client_id = $1 and lower(name) = lower($2) and id <> $3",
    [clientId, name, exceptId ?? 0],
  );
  if (taken) throw duplicateName(name);
}

/** The root carries the chart's name, so a tree read on its own still says which chart it is. */
const named = (tree: CoaNode, name: string): CoaNode => ({ ...tree, description: name });

export interface NewChart {
  clientId: number;
  name: string;
  tree: CoaNode;
  sourceRunResultId: string | null;
  by: string;
}

export async function insertChart(tx: Queryable, chart: NewChart): Promise<ChartModel> {
  await assertNameFree(tx, chart.clientId, chart.name);
  try {
    const [row] = await tx.query<ChartRow>(
      `insert into charts_of_accounts (client_id, name, tree, source_run_result_id, created_by, updated_by)
       values ($1, $2, $3::jsonb, $4, $5, $5) returning *`,
      [
        chart.clientId,
        chart.name,
        JSON.stringify(named(chart.tree, chart.name)),
        chart.sourceRunResultId,
        chart.by,
      ],
    );
    if (!row) throw new Error("The chart of accounts was not stored.");
    return toModel(row, []);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(chart.name);
    throw error;
  }
}

export async function updateChart(
  tx: Queryable,
  current: ChartModel,
  change: { name?: string; tree?: CoaNode; by: string },
): Promise<ChartModel> {
  if (current.isLocked) throw chartLocked(current);
  const name = change.name ?? current.name;
  if (change.name !== undefined) await assertNameFree(tx, current.clientId, name, current.chartOfAccountsId);
  try {
    const [row] = await tx.query<ChartRow>(
      `update charts_of_accounts set name = $2, tree = $3::jsonb, updated_by = $4, updated_date = now()
       where id = $1 returning *`,
      [current.chartOfAccountsId, name, JSON.stringify(named(change.tree ?? current.coa, name)), change.by],
    );
    if (!row) throw notFoundById("chart of accounts", current.chartOfAccountsId);
    // Not locked: refused above otherwise.
    return toModel(row, []);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(name);
    throw error;
  }
}

/** Report definitions that use the chart: it cannot be deleted while any does. */
export async function chartUsers(db: Queryable, id: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    "select name from report_definitions where chart_of_accounts_id = $1 order by name",
    [id],
  );
  return rows.map((r) => r.name);
}

export async function deleteChartRow(tx: Queryable, id: number): Promise<void> {
  await tx.query("delete from charts_of_accounts where id = $1", [id]);
}
