import type { Database } from "../src/db/database.ts";

/**
 * A client with many data sets and report definitions, for the benchmarks: 'Data set n' of
 * types 0-2 with month-spread as-of dates, and 'Report n' over pairs of them.
 */
export async function seedLargeClient(
  db: Database,
  options: { name: string; acronym: string; dataSets: number; reportDefinitions: number },
): Promise<number> {
  const [client] = await db.query<{ id: number }>(
    "insert into clients (name, acronym) values ($1, $2) returning id",
    [options.name, options.acronym],
  );
  const clientId = client?.id as number;
  const [chart] = await db.query<{ id: number }>(
    "insert into charts_of_accounts (client_id, name, tree, created_by, updated_by) values ($1, 'Bench COA', '{}', 'bench', 'bench') returning id",
    [clientId],
  );
  await db.query(
    `insert into data_sets (client_id, name, data_set_type, as_of_date, description, status, run_results, created_by, updated_by)
     select $1, 'Data set ' || g, g % 3, date '2020-01-31' + (g || ' days')::interval, 'bench', 'Completed',
       jsonb_build_array(jsonb_build_object('key', (g * 2)::text, 'typ', 'Shock'), jsonb_build_object('key', (g * 2 + 1)::text, 'typ', 'Ramp')),
       'bench', 'bench' from generate_series(1, $2::int) g`,
    [clientId, options.dataSets],
  );
  await db.query(
    `insert into report_definitions (client_id, name, status, base_data_set_id, compare_data_set_id, chart_of_accounts_id, nii_years,
       created_by, updated_by)
     select $1, 'Report ' || g, 'Completed', (select min(id) from data_sets where client_id = $1) + g,
       (select min(id) from data_sets where client_id = $1) + g + 1, $2, 2, 'bench', 'bench' from generate_series(1, $3::int) g`,
    [clientId, chart?.id, options.reportDefinitions],
  );
  return clientId;
}
