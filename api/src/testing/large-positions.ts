import type { Queryable } from "@alm/database";

/**
 * Gives a data set a positions file of `count` rows: its own positions file's rows over and over,
 * so every key fits its chart (tests and benchmarks of large runs). Returns the data set's id.
 */
export async function enlargePositions(db: Queryable, dataSetId: number, count: number): Promise<number> {
  const [file] = await db.query<{ id: number; content: string }>(
    `select id, encode(content, 'base64') as content from data_set_files
     where data_set_id = $1 and content_type = 'positions' order by id limit 1`,
    [dataSetId],
  );
  if (!file) throw new Error(`Data set ${dataSetId} has no positions file to enlarge.`);
  const [header, ...rows] = Buffer.from(file.content, "base64").toString("utf8").trimEnd().split("\n");
  if (!rows.length) throw new Error(`The positions file of data set ${dataSetId} has no rows.`);
  const lines = Array.from({ length: count }, (_, i) => rows[i % rows.length]);
  const content = Buffer.from(`${[header, ...lines].join("\n")}\n`, "utf8").toString("base64");
  // As base64 text: a bytea parameter is sent in hex, which the drivers encode slowly.
  await db.query("update data_set_files set content = decode($2, 'base64') where id = $1", [
    file.id,
    content,
  ]);
  return dataSetId;
}

export interface DataSetToRun {
  id: number;
  asOfDate: string;
  chartOfAccountsId: number;
}

/** The demo seed's first data set that has files and has not run yet (with its report's chart). */
export async function demoDataSetToRun(db: Queryable): Promise<DataSetToRun> {
  const [row] = await db.query<DataSetToRun>(
    `select d.id, d.as_of_date::text as "asOfDate", r.chart_of_accounts_id as "chartOfAccountsId"
     from data_sets d join report_definitions r on r.base_data_set_id = d.id
     where d.status is null and exists (select 1 from data_set_files f where f.data_set_id = d.id)
     order by d.id limit 1`,
  );
  if (!row) throw new Error("No demo data set is ready to run (is the database a fresh one?).");
  return row;
}
