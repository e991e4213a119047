import type { Queryable } from "@alm/database";
import type { ReportDefinitionRow } from "./report-definition-repository.ts";
import { FIXED_SCENARIOS, type WorkflowAction } from "./report-definition-rules.ts";

/** The columns a save writes: named, so no call depends on the order of a parameter list. */
export interface ReportDefinitionFields {
  name: string;
  baseDataSetId: number;
  compareDataSetId: number | null;
  chartOfAccountsId: number;
  niiYears: number;
  reportTag: string | null;
  minScenario: number;
  maxScenario: number;
  selectedSubReportDefinitions: (number | string)[];
  commentary: string | null;
}

function columnValues(f: ReportDefinitionFields, username: string) {
  return {
    name: f.name,
    base_data_set_id: f.baseDataSetId,
    compare_data_set_id: f.compareDataSetId,
    chart_of_accounts_id: f.chartOfAccountsId,
    nii_years: f.niiYears,
    report_tag: f.reportTag,
    min_scenario: f.minScenario,
    max_scenario: f.maxScenario,
    selected_sub_report_definitions: JSON.stringify(f.selectedSubReportDefinitions),
    commentary: f.commentary,
    updated_by: username,
  };
}

/** Placeholders follow the object's own key order, so columns and values cannot drift apart. */
function placeholders(columns: Record<string, unknown>, first = 1) {
  const names = Object.keys(columns);
  return { names, marks: names.map((_, i) => `$${i + first}`), values: Object.values(columns) };
}

export async function insertReportDefinition(
  tx: Queryable,
  row: { clientId: number; fields: ReportDefinitionFields; username: string },
): Promise<number> {
  const { names, marks, values } = placeholders({
    ...columnValues(row.fields, row.username),
    created_by: row.username,
    client_id: row.clientId,
    declining_scenario: FIXED_SCENARIOS.declining,
    rising_scenario: FIXED_SCENARIOS.rising,
    shock_scenario: FIXED_SCENARIOS.shock,
    status: "Started",
  });
  const [inserted] = await tx.query<{ id: number }>(
    `insert into report_definitions (${names.join(", ")}) values (${marks.join(", ")}) returning id`,
    values,
  );
  if (!inserted) throw new Error("The report definition was not saved.");
  return inserted.id;
}

export async function updateReportDefinition(
  tx: Queryable,
  row: { id: number; fields: ReportDefinitionFields; username: string },
): Promise<number> {
  const { names, marks, values } = placeholders(columnValues(row.fields, row.username), 2);
  const assignments = names.map((name, i) => `${name} = ${marks[i]}`).join(", ");
  const [updated] = await tx.query<{ id: number }>(
    `update report_definitions set ${assignments}, updated_date = now() where id = $1 returning id`,
    [row.id, ...values],
  );
  if (!updated) throw new Error("The report definition was not saved.");
  return updated.id;
}

/** A copy of a report definition under a new name, without approval or publication. */
export async function copyReportDefinition(
  tx: Queryable,
  copy: { sourceId: number; name: string; username: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into report_definitions (client_id, name, status, base_data_set_id, compare_data_set_id, chart_of_accounts_id,
       nii_years, report_tag, min_scenario, max_scenario, declining_scenario, rising_scenario, shock_scenario,
       selected_sub_report_definitions, commentary, created_by, updated_by)
     select client_id, $2, status, base_data_set_id, compare_data_set_id, chart_of_accounts_id, nii_years, report_tag,
       min_scenario, max_scenario, declining_scenario, rising_scenario, shock_scenario, selected_sub_report_definitions,
       commentary, $3, $3 from report_definitions where id = $1 returning id`,
    [copy.sourceId, copy.name, copy.username],
  );
  if (!row) throw new Error("The copy was not saved.");
  return row.id;
}

export async function deleteReportDefinitionRow(db: Queryable, id: number): Promise<void> {
  await db.query("delete from report_definitions where id = $1", [id]);
}

/** Which of the data set ids belong to the client. */
export async function clientDataSetIds(db: Queryable, clientId: number, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "select id from data_sets where client_id = $1 and id = any($2)",
    [clientId, ids],
  );
  return rows.map((r) => r.id);
}

export async function clientHasChart(db: Queryable, clientId: number, chartId: number): Promise<boolean> {
  const rows = await db.query("select 1 from charts_of_accounts where client_id = $1 and id = $2", [
    clientId,
    chartId,
  ]);
  return rows.length > 0;
}

/** The row, locked until the transaction ends (the workflow checks and changes it in one step). */
export async function lockReportDefinition(tx: Queryable, id: number) {
  const [row] = await tx.query<ReportDefinitionRow>(
    "select * from report_definitions where id = $1 for update",
    [id],
  );
  return row;
}

const WORKFLOW_MARKS: Record<WorkflowAction, { set: string; signed: boolean }> = {
  approve: { set: "approved_by = $2, approved_by_date = now()", signed: true },
  unapprove: { set: "approved_by = null, approved_by_date = null", signed: false },
  publish: { set: "published_by = $2, published_by_date = now()", signed: true },
  // Unpublishing also withdraws the approval (spec section 4).
  unpublish: {
    set: "published_by = null, published_by_date = null, approved_by = null, approved_by_date = null",
    signed: false,
  },
};

/** Records who approved or published, or clears it. */
export async function markWorkflow(
  tx: Queryable,
  mark: { id: number; action: WorkflowAction; username: string },
): Promise<void> {
  const { set, signed } = WORKFLOW_MARKS[mark.action];
  await tx.query(
    `update report_definitions set ${set}, updated_date = now() where id = $1`,
    signed ? [mark.id, mark.username] : [mark.id],
  );
}
