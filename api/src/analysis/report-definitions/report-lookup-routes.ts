import type { Caller } from "../../auth/caller.ts";
import { PERMISSIONS } from "../../access/permissions.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../../http/envelope.ts";
import { badRequest } from "../../http/http-error.ts";
import { idParam } from "../../http/params.ts";
import type { RouteDef } from "../../http/route-table.ts";
import type { StatusNotifier } from "../../notifications/notification-message.ts";
import { asOfDateTime, isCalendarDate } from "../dates.ts";
import { cloneReportDefinition } from "./commands/clone-report-definition.ts";
import { deleteReportDefinition } from "./commands/delete-report-definition.ts";
import { withActionsFor } from "./report-definition-actions.ts";
import {
  findReportDefinition,
  trendCandidates,
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
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      handler: async (req, res) => {
        const definition = (await findReportDefinition(db, idParam(req.params, "id"))) as ReportDefinitionRow;
        sendModel(
          res,
          await deleteReportDefinition(db, notifier, { caller: res.locals.caller as Caller, definition }),
        );
      },
    },
    {
      method: "post",
      path: "/analysis/reportdefinitions/:id/clone",
      summary: "Copies a report definition under a new unique name, without approval or publication.",
      scope: { kind: "reportDefinition", param: "id" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const source = (await findReportDefinition(db, idParam(req.params, "id"))) as ReportDefinitionRow;
        const copy = await cloneReportDefinition(db, notifier, { caller, source });
        sendModel(res, (await withActionsFor(db, caller, [copy]))[0], 201);
      },
    },
    {
      method: "get",
      path: "/analysis/reportdefinitions/clientid/:clientId/asofdate/:date/trendlist",
      summary:
        "Completed report definitions of a client as of the date or earlier, newest first (for trend reports).",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.view,
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const date = String(req.params.date);
        // A date-time after the day is the spec's own form (2021-12-31T00:00:00).
        if (!isCalendarDate(date)) {
          throw badRequest(
            "INVALID_PARAMETER",
            `date must be a calendar day like 2021-12-31; '${date}' is not.`,
          );
        }
        const rows = await trendCandidates(db, {
          clientId: res.locals.clientId as number,
          through: date.slice(0, 10),
          publishedOnly: !caller.isStaff,
        });
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
      permission: PERMISSIONS.view,
      handler: async (req, res) => {
        sendModel(res, await packagesOf(db, idParam(req.params, "id")));
      },
    },
  ];
}
