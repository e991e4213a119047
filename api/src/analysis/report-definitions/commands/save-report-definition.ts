import type { Caller } from "../../../auth/caller.ts";
import type { Database } from "@alm/database";
import { conflict, notFoundById } from "../../../http/http-error.ts";
import type { StatusNotifier } from "../../../notifications/notification-message.ts";
import { reportDefaults } from "../../client-settings/client-settings-store.ts";
import { announce } from "../../workflow-events.ts";
import {
  findReportDefinition,
  refreshReportStatus,
  reportNameTaken,
  toReportDefinition,
  type ReportDefinitionRow,
} from "../report-definition-repository.ts";
import {
  DUPLICATE_REPORT_NAME,
  derivedStatus,
  type ReportDefinitionRequest,
} from "../report-definition-rules.ts";
import {
  insertReportDefinition,
  updateReportDefinition,
  type ReportDefinitionFields,
} from "../report-definition-writes.ts";
import { assertReferences } from "./report-references.ts";
import { assertPackageEntries, type PackageCatalogue } from "../../package-entries.ts";

export interface SaveReportDefinition {
  caller: Caller;
  clientId: number;
  request: ReportDefinitionRequest;
  catalogue: PackageCatalogue;
}

const duplicateName = (name: string) =>
  conflict("DUPLICATE_NAME", DUPLICATE_REPORT_NAME, [
    {
      field: "name",
      error: `${DUPLICATE_REPORT_NAME}: '${name}' already exists.`,
      resolution: "Please change the name to a unique value.",
    },
  ]);

/** An edit must name a definition of the client that is neither approved nor published. */
async function editable(db: Database, clientId: number, id: number | undefined) {
  if (!id) return undefined;
  const existing = await findReportDefinition(db, id);
  if (!existing || existing.client_id !== clientId) throw notFoundById("report definition", id, "id");
  if (existing.approved_by_date || existing.published_by_date) {
    throw conflict("REPORT_DEFINITION_LOCKED", "The report is approved or published and cannot be changed.", [
      {
        error: "The report is approved or published.",
        resolution: "Unpublish and unapprove it before editing it.",
      },
    ]);
  }
  return existing;
}

/** What the request leaves out comes from the definition being edited, else from the client's settings. */
async function fieldsOf(
  db: Database,
  command: SaveReportDefinition,
  existing: ReportDefinitionRow | undefined,
): Promise<ReportDefinitionFields> {
  const { clientId, request } = command;
  const defaults = await reportDefaults(db, clientId, command.catalogue);
  const chartId = request.chartOfAccountsId ?? existing?.chart_of_accounts_id ?? defaults.chartOfAccountsId;
  const niiYears = request.niiYears ?? existing?.nii_years ?? defaults.niiYears;
  if (request.selectedSubReportDefinitions) {
    assertPackageEntries(request.selectedSubReportDefinitions, niiYears, command.catalogue, {
      field: "selectedSubReportDefinitions",
      what: "report definition",
    });
  }
  return {
    name: request.name,
    baseDataSetId: request.baseDataSetId,
    compareDataSetId: request.compareDataSetId ?? null,
    chartOfAccountsId: await assertReferences(db, clientId, request, chartId),
    niiYears,
    reportTag: request.reportTag ?? null,
    minScenario: request.minScenario ?? existing?.min_scenario ?? -400,
    maxScenario: request.maxScenario ?? existing?.max_scenario ?? 500,
    selectedSubReportDefinitions:
      request.selectedSubReportDefinitions ?? existing?.selected_sub_report_definitions ?? defaults.reports,
    commentary: request.commentary ?? null,
  };
}

/**
 * Creates or updates a report definition in one transaction: its name must be unique within the
 * client and its status follows its data sets. Staff are told.
 */
export async function saveReportDefinition(
  db: Database,
  notifier: StatusNotifier,
  command: SaveReportDefinition,
) {
  const { caller, clientId, request } = command;
  const existing = await editable(db, clientId, request.id);
  const fields = await fieldsOf(db, command, existing);
  const username = caller.username;
  const id = await db.transaction(async (tx) => {
    if (await reportNameTaken(tx, clientId, fields.name, request.id)) throw duplicateName(fields.name);
    const saved = existing
      ? await updateReportDefinition(tx, { id: existing.id, fields, username })
      : await insertReportDefinition(tx, { clientId, fields, username });
    await refreshReportStatus(tx, saved, derivedStatus);
    return saved;
  });
  const saved = toReportDefinition((await findReportDefinition(db, id)) as ReportDefinitionRow);
  await announce(notifier, caller, clientId, `Report '${saved.name}' saved`, saved.status ?? "Started", {
    reportDefinitionId: id,
    action: existing ? "updated" : "created",
  });
  return { saved, created: !existing };
}
