import type { Queryable } from "@alm/database";

/**
 * Every row a report's data version is read from (report-context.ts, report-version.ts), as one
 * fingerprint read in one statement: the report definition, its client's name, its chart's save,
 * its data sets (their names, status, files, stored results, and whether a report approved or
 * published on them locks their curve), the yield curves and the client's policy limits. Whole
 * rows or their change markers, never a maximum of timestamps: a transaction committing late with
 * an older `now()` still changes its row. Trend pages read other report definitions too and are
 * not fingerprinted.
 */
const STAMP = `
with d as (select * from report_definitions where id = $1),
  sides as (
    select id from data_sets
    where id in (select base_data_set_id from d union select compare_data_set_id from d)
  )
select md5(concat_ws('|',
  (select d::text from d),
  (select concat_ws(':', k.id, k.name, k.acronym) from clients k join d on k.id = d.client_id),
  (select c.id || ':' || c.updated_date from charts_of_accounts c join d on c.id = d.chart_of_accounts_id),
  (select string_agg(concat_ws(':', s.id, s.name, s.status, s.status_reason, s.as_of_date, s.data_set_type, s.updated_date), ',' order by s.id)
     from data_sets s where s.id in (select id from sides)),
  (select string_agg(f.id || ':' || f.data_set_id, ',' order by f.id)
     from data_set_files f where f.data_set_id in (select id from sides)),
  (select string_agg(concat_ws(':', r.id, r.data_set_id, r.chart_of_accounts_id, r.results_version, r.tree_hash, r.inputs_key, r.nii_years, r.computed_date), ',' order by r.id)
     from run_results r where r.data_set_id in (select id from sides)),
  (select string_agg(concat_ws(':', o.id, o.base_data_set_id, o.compare_data_set_id, o.approved_by_date, o.published_by_date), ',' order by o.id)
     from report_definitions o
     where o.base_data_set_id in (select id from sides) or o.compare_data_set_id in (select id from sides)),
  (select string_agg(concat_ws(':', y.id, y.as_of_date, y.version, y.uploaded_date), ',' order by y.id) from yield_curves y),
  (select string_agg(p::text, ',' order by p.id) from policy_limits p join d on p.client_id = d.client_id)
)) as stamp
from d`;

/** The fingerprint of a report definition's inputs, or null when it does not exist. */
export async function reportInputsStamp(db: Queryable, reportDefinitionId: number): Promise<string | null> {
  const [row] = await db.query<{ stamp: string }>(STAMP, [reportDefinitionId]);
  return row?.stamp ?? null;
}

/** What a full read of a report found: its data version, and the fingerprint taken before it read. */
export interface KnownVersion {
  stamp: string;
  version: string;
}
