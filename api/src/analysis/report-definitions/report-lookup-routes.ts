import type { Caller } from "../../auth/caller.ts";
import type { Database } from "../../db/database.ts";
import { sendModel } from "../../http/envelope.ts";
import { badRequest, conflict } from "../../http/http-error.ts";
import { idParam } from "../../http/params.ts";
import type { RouteDef } from "../../http/route-table.ts";
import type { StatusNotifier } from "../../notifications/notification-message.ts";
import { asOfDateTime } from "../dates.ts";
import { firstFreeName } from "../unique-name.ts";
import { announce } from "../workflow-events.ts";
import {
  findReportDefinition,
  reportNameTaken,
  toReportDefinition,
  type ReportDefinitionRow,
} from "./report-definition-repository.ts";
import { packagesOf } from "./report-pdf-packages.ts";

export function reportLookupRoutes(db: Database, notifier: StatusNotifier): RouteDef[] {
  return [
    {
      method: "delete",
      path: "/analysis/reportdefinitions/:id",
      summary: "Deletes a report definition that is neither approved nor published.",
      scope: { kind: "reportDefinition", param: "id" },
      staffOnly: true,
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const row = (await findReportDefinition(db, idParam(req.params, "id"))) as ReportDefinitionRow;
        if (row.approved_by_date || row.published_by_date) {
          throw conflict(
            "REPORT_DEFINITION_LOCKED",
            "The report is approved or published and cannot be deleted.",
            [
              {
                error: "The report is approved or published.",
                resolution: "Unpublish and unapprove it before deleting it.",
              },
            ],
          );
        }
        await db.query("delete from report_definitions where id = $1", [row.id]);
        await announce(
          notifier,
          caller,
          row.client_id,
          `The report definition ${row.name} has been deleted`,
          "Completed",
          {
            reportDefinitionId: row.id,
            action: "deleted",
          },
        );
        sendModel(res, { id: row.id, deleted: true });
      },
    },
    {
      method: "post",
      path: "/analysis/reportdefinitions/:id/clone",
      summary: "Copies a report definition under a new unique name, without approval or publication.",
      scope: { kind: "reportDefinition", param: "id" },
      staffOnly: true,
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const source = (await findReportDefinition(db, idParam(req.params, "id"))) as ReportDefinitionRow;
        const id = await db.transaction(async (tx) => {
          const name = await firstFreeName(
            (n) => `${source.name} (Copy${n > 1 ? ` ${n}` : ""})`,
            (candidate) => reportNameTaken(tx, source.client_id, candidate),
          );
          const [row] = await tx.query<{ id: number }>(
            `insert into report_definitions (client_id, name, status, base_data_set_id, compare_data_set_id, chart_of_accounts_id,
               nii_years, report_tag, min_scenario, max_scenario, declining_scenario, rising_scenario, shock_scenario,
               selected_sub_report_definitions, commentary, created_by, updated_by)
             select client_id, $2, status, base_data_set_id, compare_data_set_id, chart_of_accounts_id, nii_years, report_tag,
               min_scenario, max_scenario, declining_scenario, rising_scenario, shock_scenario, selected_sub_report_definitions,
               commentary, $3, $3 from report_definitions where id = $1 returning id`,
            [source.id, name, caller.username],
          );
          if (!row) throw new Error("The copy was not saved.");
          return row.id;
        });
        const copy = toReportDefinition((await findReportDefinition(db, id)) as ReportDefinitionRow);
        await announce(
          notifier,
          caller,
          source.client_id,
          `Report '${copy.name}' copied`,
          copy.status ?? "Started",
          {
            reportDefinitionId: id,
            action: "cloned",
          },
        );
        sendModel(res, copy, 201);
      },
    },
    {
      method: "get",
      path: "/analysis/reportdefinitions/clientid/:clientId/asofdate/:date/trendlist",
      summary:
        "Completed report definitions of a client as of the date or earlier, newest first (for trend reports).",
      scope: { kind: "client", param: "clientId" },
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const date = String(req.params.date);
        if (!/^\d{4}-\d{2}-\d{2}/.test(date) || Number.isNaN(Date.parse(date.slice(0, 10)))) {
          throw badRequest("INVALID_PARAMETER", `date must look like 2021-12-31; '${date}' does not.`);
        }
        const rows = await db.query<{ id: number; name: string; as_of: string }>(
          `select r.id, r.name, d.as_of_date::text as as_of from report_definitions r
           join data_sets d on d.id = r.base_data_set_id
           where r.client_id = $1 and d.as_of_date <= $2::date and r.status = 'Completed'
           ${caller.isStaff ? "" : "and r.published_by_date is not null"}
           order by d.as_of_date desc, r.id desc`,
          [res.locals.clientId, date.slice(0, 10)],
        );
        sendModel(
          res,
          rows.map((r) => ({ id: r.id, name: r.name, asOfDate: asOfDateTime(r.as_of) })),
        );
      },
    },
    {
      method: "get",
      path: "/analysis/reportdefinitions/:id/pdf",
      summary: "The report definition's PDF packages (All Reports, Summary Reports) with uri and status.",
      scope: { kind: "reportDefinition", param: "id" },
      handler: async (req, res) => {
        sendModel(res, await packagesOf(db, idParam(req.params, "id")));
      },
    },
  ];
}
