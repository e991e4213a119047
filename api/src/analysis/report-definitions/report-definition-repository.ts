import type { Queryable } from "@alm/database";
import { asOfDateTime, isoTimestamp } from "../dates.ts";

/**
 * Over report_definitions: an approved or published definition, whose figures must not change. Its
 * inputs lock with it: its data sets (DATA_SET_LOCKED) and its chart of accounts
 * (CHART_OF_ACCOUNTS_LOCKED), whose folders and name its reports show.
 */
export const APPROVED_OR_PUBLISHED = "(approved_by_date is not null or published_by_date is not null)";

/** Why an input is locked, naming the approved or published definitions that use it; null when none does. */
export const lockedReason = (lockedBy: readonly string[]): string | null =>
  lockedBy.length
    ? `Locked: used by the approved or published report ${lockedBy.map((n) => `'${n}'`).join(", ")}.`
    : null;

export interface ReportDefinitionRow {
  id: number;
  client_id: number;
  name: string;
  status: string | null;
  base_data_set_id: number | null;
  compare_data_set_id: number | null;
  base_name: string | null;
  /** The base data set's type code (0 Standard, 1 What If, 2 TYC, 99 Misc). */
  base_type: number | null;
  compare_name: string | null;
  base_as_of: string | null;
  compare_as_of: string | null;
  chart_of_accounts_id: number;
  nii_years: number;
  report_tag: string | null;
  min_scenario: number;
  max_scenario: number;
  declining_scenario: number;
  rising_scenario: number;
  shock_scenario: number;
  selected_sub_report_definitions: (number | string)[];
  commentary: string | null;
  approved_by: string | null;
  approved_by_date: Date | null;
  published_by: string | null;
  published_by_date: Date | null;
  created_date: Date;
  created_by: string;
  updated_date: Date;
  updated_by: string;
}

export const REPORT_DEFINITION_SELECT = `
  select r.*, b.name as base_name, b.data_set_type as base_type, c.name as compare_name,
    b.as_of_date::text as base_as_of, c.as_of_date::text as compare_as_of
  from report_definitions r
  left join data_sets b on b.id = r.base_data_set_id
  left join data_sets c on c.id = r.compare_data_set_id`;

/** The REST shape of spec management-and-data section 3. */
export function toReportDefinition(r: ReportDefinitionRow) {
  return {
    id: r.id,
    clientId: r.client_id,
    name: r.name,
    status: r.status,
    baseDataSetId: r.base_data_set_id,
    baseDataSetName: r.base_name,
    // Beyond the spec's shape: what a client user may know of the base data set (its name shows the
    // type already), so that a What If package is not read as the institution's own quarter.
    baseDataSetType: r.base_type,
    compareDataSetId: r.compare_data_set_id,
    compareDataSetName: r.compare_name,
    asOfDate: r.base_as_of ? asOfDateTime(r.base_as_of) : null,
    compareAsOfDate: r.compare_as_of ? asOfDateTime(r.compare_as_of) : null,
    chartOfAccountsId: r.chart_of_accounts_id,
    niiYears: r.nii_years,
    reportTag: r.report_tag,
    minScenario: r.min_scenario,
    maxScenario: r.max_scenario,
    decliningScenario: r.declining_scenario,
    risingScenario: r.rising_scenario,
    shockScenario: r.shock_scenario,
    selectedSubReportDefinitions: r.selected_sub_report_definitions,
    commentary: r.commentary,
    approvedBy: r.approved_by,
    approvedByDate: isoTimestamp(r.approved_by_date),
    publishedBy: r.published_by,
    publishedByDate: isoTimestamp(r.published_by_date),
    isApproved: r.approved_by_date !== null,
    isPublished: r.published_by_date !== null,
    createdDate: isoTimestamp(r.created_date),
    createdBy: r.created_by,
    updatedDate: isoTimestamp(r.updated_date),
    updatedBy: r.updated_by,
  };
}

export async function findReportDefinition(
  db: Queryable,
  id: number,
): Promise<ReportDefinitionRow | undefined> {
  const [row] = await db.query<ReportDefinitionRow>(`${REPORT_DEFINITION_SELECT} where r.id = $1`, [id]);
  return row;
}

export interface TrendCandidate {
  id: number;
  name: string;
  /** The base data set's as-of date, YYYY-MM-DD. */
  as_of: string;
  published_by_date: Date | null;
  /** The base data set's type code: 1 is What If, a balance sheet the institution does not hold. */
  data_set_type: number;
}

/**
 * Completed report definitions of a client whose base data set is as of the date or earlier,
 * newest first: what a trend page can be drawn over (only published ones for client users).
 */
export function trendCandidates(
  db: Queryable,
  req: { clientId: number; through: string; publishedOnly: boolean },
): Promise<TrendCandidate[]> {
  return db.query<TrendCandidate>(
    `select r.id, r.name, d.as_of_date::text as as_of, r.published_by_date, d.data_set_type from report_definitions r
     join data_sets d on d.id = r.base_data_set_id
     where r.client_id = $1 and d.as_of_date <= $2::date and r.status = 'Completed'
     ${req.publishedOnly ? "and r.published_by_date is not null" : ""}
     order by d.as_of_date desc, r.id desc`,
    [req.clientId, req.through],
  );
}

export async function reportNameTaken(db: Queryable, clientId: number, name: string, exceptId?: number) {
  const rows = await db.query(
    "select 1 from report_definitions where client_id = $1 and lower(name) = lower($2) and id <> $3",
    [clientId, name, exceptId ?? 0],
  );
  return rows.length > 0;
}

/** Recomputes a report's status from its data sets; returns the new status. */
export async function refreshReportStatus(
  db: Queryable,
  id: number,
  derive: (s: (string | null)[]) => string,
) {
  const rows = await db.query<{ status: string | null }>(
    `select d.status from report_definitions r join data_sets d
       on d.id = r.base_data_set_id or d.id = r.compare_data_set_id where r.id = $1`,
    [id],
  );
  const status = derive(rows.map((r) => r.status));
  await db.query("update report_definitions set status = $2 where id = $1", [id, status]);
  return status;
}
