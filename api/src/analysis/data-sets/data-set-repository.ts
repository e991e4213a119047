import type { Queryable } from "@alm/database";
import { asOfDateTime, isoTimestamp } from "../dates.ts";
import { DATA_SET_TYPES } from "./data-set-rules.ts";
import { APPROVED_OR_PUBLISHED, lockedReason } from "../report-definitions/report-definition-repository.ts";

export interface DataSetRow {
  id: number;
  client_id: number;
  name: string;
  data_set_type: number;
  as_of_date: string;
  description: string | null;
  status: string | null;
  status_reason: string | null;
  run_results: { key: string; typ: string }[];
  use_tcu_fund: boolean;
  /** A What If data set saved from a what-if: the data set it was made from. */
  what_if_source_id: number | null;
  created_date: Date;
  created_by: string;
  updated_date: Date;
  updated_by: string;
  report_ids: number[] | null;
  /** Names of the report definitions that use it, in the order of report_ids. */
  report_names: string[] | null;
  locked_by: string[] | null;
  files: { id: number; fileName: string; kind: string; uploadedDate: string }[] | null;
}

const DATA_SET_COLUMNS = `d.id, d.client_id, d.name, d.data_set_type, d.as_of_date::text as as_of_date, d.description,
  d.status, d.status_reason, d.run_results, d.use_tcu_fund, d.what_if_source_id, d.created_date, d.created_by, d.updated_date, d.updated_by`;

type BaseRow = Omit<DataSetRow, "report_ids" | "report_names" | "locked_by" | "files">;

function groupBy<K, V>(pairs: readonly (readonly [K, V])[]): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const [key, value] of pairs) map.set(key, [...(map.get(key) ?? []), value]);
  return map;
}

/** Whether an approved or published report uses the data set, so its figures must not change. */
export async function isDataSetLocked(db: Queryable, dataSetId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from report_definitions
     where (base_data_set_id = $1 or compare_data_set_id = $1) and ${APPROVED_OR_PUBLISHED} limit 1`,
    [dataSetId],
  );
  return rows.length > 0;
}

/**
 * Data sets matching `where` (over alias d), with report usage, lock state and file names.
 * Three plain queries merged here: one pass per table, fast on PGlite and PostgreSQL alike,
 * where correlated subqueries per row were not.
 */
export async function selectDataSets(
  db: Queryable,
  where: string,
  params: readonly unknown[],
): Promise<DataSetRow[]> {
  const rows = await db.query<BaseRow>(`select ${DATA_SET_COLUMNS} from data_sets d where ${where}`, params);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [usage, files] = await Promise.all([
    db.query<{
      id: number;
      name: string;
      base_data_set_id: number | null;
      compare_data_set_id: number | null;
      locked: boolean;
    }>(
      `select id, name, base_data_set_id, compare_data_set_id, ${APPROVED_OR_PUBLISHED} as locked
       from report_definitions where base_data_set_id = any($1) or compare_data_set_id = any($1) order by id`,
      [ids],
    ),
    db.query<{
      id: number;
      data_set_id: number;
      file_name: string;
      content_type: string;
      uploaded_date: Date;
    }>(
      "select id, data_set_id, file_name, content_type, uploaded_date from data_set_files where data_set_id = any($1) order by id",
      [ids],
    ),
  ]);
  const usesOf = groupBy(
    usage.flatMap((u) =>
      [u.base_data_set_id, u.compare_data_set_id].filter((id) => id !== null).map((id) => [id, u] as const),
    ),
  );
  const filesOf = groupBy(files.map((f) => [f.data_set_id, f] as const));
  return rows.map((r) => {
    const uses = usesOf.get(r.id) ?? [];
    const own = filesOf.get(r.id) ?? [];
    return {
      ...r,
      report_ids: uses.length ? uses.map((u) => u.id) : null,
      report_names: uses.length ? uses.map((u) => u.name) : null,
      locked_by: uses.some((u) => u.locked) ? uses.filter((u) => u.locked).map((u) => u.name) : null,
      files: own.length
        ? own.map((f) => ({
            id: f.id,
            fileName: f.file_name,
            kind: f.content_type,
            uploadedDate: new Date(f.uploaded_date).toISOString(),
          }))
        : null,
    };
  });
}

/** The REST shape of spec management-and-data section 3. */
export function toDataSet(row: DataSetRow) {
  const lockedBy = row.locked_by ?? [];
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    dataSetType: row.data_set_type,
    dataSetTypeLabel: DATA_SET_TYPES[row.data_set_type] ?? String(row.data_set_type),
    asOfDate: asOfDateTime(row.as_of_date),
    description: row.description,
    status: row.status,
    statusReason: row.status_reason,
    useTcuFund: row.use_tcu_fund,
    resultSets: row.run_results,
    whatIfSourceId: row.what_if_source_id,
    reportIds: row.report_ids ?? [],
    isLocked: lockedBy.length > 0,
    lockedReason: lockedReason(lockedBy),
    files: row.files ?? [],
    createdDate: isoTimestamp(row.created_date),
    createdBy: row.created_by,
    updatedDate: isoTimestamp(row.updated_date),
    updatedBy: row.updated_by,
  };
}

export type DataSet = ReturnType<typeof toDataSet>;

export async function findDataSet(db: Queryable, id: number): Promise<DataSetRow | undefined> {
  const [row] = await selectDataSets(db, "d.id = $1", [id]);
  return row;
}

export async function nameTaken(db: Queryable, clientId: number, name: string, exceptId?: number) {
  const rows = await db.query(
    "select 1 from data_sets where client_id = $1 and lower(name) = lower($2) and id <> $3",
    [clientId, name, exceptId ?? 0],
  );
  return rows.length > 0;
}

/** The columns a save writes: named, so no call depends on the order of a parameter list. */
export interface DataSetFields {
  name: string;
  dataSetType: number;
  asOfDate: string;
  description: string | null;
  resultSets: unknown;
  useTcuFund: boolean;
}

/** The saved fields in the order both statements number them, $2 to $7. */
const fieldValues = (f: DataSetFields) => [
  f.name,
  f.dataSetType,
  f.asOfDate,
  f.description,
  JSON.stringify(f.resultSets),
  f.useTcuFund,
];

export async function insertDataSet(
  tx: Queryable,
  row: { clientId: number; fields: DataSetFields; username: string },
): Promise<number> {
  const [inserted] = await tx.query<{ id: number }>(
    `insert into data_sets (client_id, name, data_set_type, as_of_date, description, run_results, use_tcu_fund, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
    [row.clientId, ...fieldValues(row.fields), row.username],
  );
  if (!inserted) throw new Error("The data set was not saved.");
  return inserted.id;
}

export async function updateDataSet(
  tx: Queryable,
  row: { id: number; fields: DataSetFields; username: string },
): Promise<number> {
  const [updated] = await tx.query<{ id: number }>(
    `update data_sets set name = $2, data_set_type = $3, as_of_date = $4, description = $5, run_results = $6,
       use_tcu_fund = $7, updated_by = $8, updated_date = now() where id = $1 returning id`,
    [row.id, ...fieldValues(row.fields), row.username],
  );
  if (!updated) throw new Error("The data set was not saved.");
  return updated.id;
}

/** Uploaded files of a data set, kept with it (the run reads them). */
export async function insertDataSetFiles(
  tx: Queryable,
  dataSetId: number,
  files: { fileName: string; kind: string; content: Buffer }[],
  username: string,
): Promise<void> {
  for (const f of files) {
    await tx.query(
      `insert into data_set_files (data_set_id, file_name, content_type, content, uploaded_by) values ($1, $2, $3, $4, $5)`,
      [dataSetId, f.fileName, f.kind, f.content, username],
    );
  }
}

/** A not-yet-run copy of a data set's settings under a new name and description. */
export async function copyDataSet(
  tx: Queryable,
  copy: { sourceId: number; name: string; description: string; username: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into data_sets (client_id, name, data_set_type, as_of_date, description, run_results, use_tcu_fund, created_by, updated_by)
     select client_id, $2, data_set_type, as_of_date, $3, run_results, use_tcu_fund, $4, $4 from data_sets where id = $1 returning id`,
    [copy.sourceId, copy.name, copy.description, copy.username],
  );
  if (!row) throw new Error("The copy was not saved.");
  return row.id;
}

export async function copyDataSetFiles(
  tx: Queryable,
  copy: { sourceId: number; copyId: number; username: string },
): Promise<void> {
  await tx.query(
    `insert into data_set_files (data_set_id, file_name, content_type, content, uploaded_by)
     select $2, file_name, content_type, content, $3 from data_set_files where data_set_id = $1`,
    [copy.sourceId, copy.copyId, copy.username],
  );
}

export async function deleteDataSetRow(db: Queryable, id: number): Promise<void> {
  await db.query("delete from data_sets where id = $1", [id]);
}
