import type { Database } from "@alm/database";
import { defaultReportList } from "../src/reports/catalogue/report-catalogue.ts";

/**
 * A client with many data sets and report definitions, for the benchmarks (the api's lists and
 * the web app's home screen). Varied like a real client's, so that every home filter changes
 * what it shows: 'Data set n' of types 0-2 with month-spread as-of dates, updated over the last
 * 100 days (so 'Last 24 Hours', 'Last 60 Days' and 'All' differ), the first 200 or so attached
 * to reports; 'Report n' over pairs of them, with the firm's default list of reports (as real
 * definitions have), every third a single-data-set report and every fourth published.
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
  // Its settings exist, as a client's do once staff first opened it (else the home page makes them).
  await db.query(
    "insert into client_settings (client_id, nii_years, reports, zm_database_name, updated_by) values ($1, 2, $2, $3, 'bench')",
    [clientId, JSON.stringify(defaultReportList(2)), `ZM_${options.acronym}`],
  );
  const [chart] = await db.query<{ id: number }>(
    "insert into charts_of_accounts (client_id, name, tree, created_by, updated_by) values ($1, 'Bench COA', '{}', 'bench', 'bench') returning id",
    [clientId],
  );
  // The minutes keep the updated dates distinct, so 'newest first' has one order.
  await db.query(
    `insert into data_sets (client_id, name, data_set_type, as_of_date, description, status, run_results, created_by, updated_by,
       created_date, updated_date)
     select $1, 'Data set ' || g, g % 3, date '2020-01-31' + (g || ' days')::interval, 'bench', 'Completed',
       jsonb_build_array(jsonb_build_object('key', (g * 2)::text, 'typ', 'Shock'), jsonb_build_object('key', (g * 2 + 1)::text, 'typ', 'Ramp')),
       'bench', 'bench', now() - make_interval(days => g % 100, mins => g), now() - make_interval(days => g % 100, mins => g)
     from generate_series(1, $2::int) g`,
    [clientId, options.dataSets],
  );
  await db.query(
    `insert into report_definitions (client_id, name, status, base_data_set_id, compare_data_set_id, chart_of_accounts_id, nii_years,
       selected_sub_report_definitions, approved_by, approved_by_date, published_by, published_by_date, created_by, updated_by, created_date, updated_date)
     select $1, 'Report ' || g, 'Completed', first.id + g, case when g % 3 = 0 then null else first.id + g + 1 end, $2, 2, $4::jsonb,
       case when g % 4 = 0 then 'bench' end, case when g % 4 = 0 then now() end,
       case when g % 4 = 0 then 'bench' end, case when g % 4 = 0 then now() end,
       'bench', 'bench', now() - make_interval(days => (g * 3) % 100, mins => g), now() - make_interval(days => (g * 3) % 100, mins => g)
     from generate_series(1, $3::int) g, (select min(id) as id from data_sets where client_id = $1) first`,
    [clientId, chart?.id, options.reportDefinitions, JSON.stringify(defaultReportList(2))],
  );
  return clientId;
}
