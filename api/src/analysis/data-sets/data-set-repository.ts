import type { Queryable } from "../../db/database.ts";
import { asOfDateTime, isoTimestamp } from "../dates.ts";
import { DATA_SET_TYPES } from "./data-set-rules.ts";

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
  created_date: Date;
  created_by: string;
  updated_date: Date;
  updated_by: string;
  report_ids: number[] | null;
  locked_by: string[] | null;
  files: { id: number; fileName: string; kind: string; uploadedDate: string }[] | null;
}

/** One select for lists and single reads: report usage and lock state come with the row. */
export const DATA_SET_SELECT = `
  select d.id, d.client_id, d.name, d.data_set_type, d.as_of_date::text as as_of_date, d.description,
    d.status, d.status_reason, d.run_results, d.use_tcu_fund, d.created_date, d.created_by,
    d.updated_date, d.updated_by,
    (select array_agg(r.id order by r.id) from report_definitions r
      where r.base_data_set_id = d.id or r.compare_data_set_id = d.id) as report_ids,
    (select array_agg(r.name order by r.id) from report_definitions r
      where (r.base_data_set_id = d.id or r.compare_data_set_id = d.id)
        and (r.approved_by_date is not null or r.published_by_date is not null)) as locked_by,
    (select json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'kind', f.content_type,
        'uploadedDate', f.uploaded_date) order by f.id)
      from data_set_files f where f.data_set_id = d.id) as files
  from data_sets d`;

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
    reportIds: row.report_ids ?? [],
    isLocked: lockedBy.length > 0,
    lockedReason: lockedBy.length
      ? `Locked: used by the approved or published report ${lockedBy.map((n) => `'${n}'`).join(", ")}.`
      : null,
    files: row.files ?? [],
    createdDate: isoTimestamp(row.created_date),
    createdBy: row.created_by,
    updatedDate: isoTimestamp(row.updated_date),
    updatedBy: row.updated_by,
  };
}

export type DataSet = ReturnType<typeof toDataSet>;

export async function findDataSet(db: Queryable, id: number): Promise<DataSetRow | undefined> {
  const [row] = await db.query<DataSetRow>(`${DATA_SET_SELECT} where d.id = $1`, [id]);
  return row;
}

export async function nameTaken(db: Queryable, clientId: number, name: string, exceptId?: number) {
  const rows = await db.query(
    "select 1 from data_sets where client_id = $1 and lower(name) = lower($2) and id <> $3",
    [clientId, name, exceptId ?? 0],
  );
  return rows.length > 0;
}
