import type { Caller } from "../../auth/caller.ts";
import { PERMISSIONS } from "../../access/permissions.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../../http/envelope.ts";
import { optionalInt } from "../../http/params.ts";
import type { RouteDef } from "../../http/route-table.ts";
import { parseInput } from "../../http/validate.ts";
import type { StatusNotifier } from "../../notifications/notification-message.ts";
import type { PackageCatalogue } from "../package-entries.ts";
import { saveReportDefinition } from "./commands/save-report-definition.ts";
import {
  REPORT_DEFINITION_SELECT,
  toReportDefinition,
  type ReportDefinitionRow,
} from "./report-definition-repository.ts";
import { withActionsFor } from "./report-definition-actions.ts";
import { reportDefinitionRequestSchema } from "./report-definition-rules.ts";
import { workflowRoutes } from "./report-workflow-routes.ts";
import { reportLookupRoutes } from "./report-lookup-routes.ts";
import { reportPdfRoutes } from "./report-pdf-routes.ts";

export function reportDefinitionRoutes(
  db: Database,
  notifier: StatusNotifier,
  catalogue: PackageCatalogue,
): RouteDef[] {
  return [
    {
      method: "get",
      path: "/analysis/reportdefinitions/client/:clientId",
      summary:
        "Report definitions of a client updated within daysOld days; client users get published ones only. Each carries viewerCan (approve, unapprove, publish, unpublish, edit, delete, clone) and viewerCannotBecause (a failure reason per refused action) for the caller.",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.view,
      params: ["daysOld"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const daysOld = optionalInt(req.query, "daysOld", 9999, 0, 9999);
        const rows = await db.query<ReportDefinitionRow>(
          `${REPORT_DEFINITION_SELECT} where r.client_id = $1 and r.updated_date >= now() - make_interval(days => $2::int)
           ${caller.isStaff ? "" : "and r.published_by_date is not null"} order by r.updated_date desc, r.id desc`,
          [res.locals.clientId, daysOld],
        );
        sendModel(res, await withActionsFor(db, caller, rows.map(toReportDefinition)));
      },
    },
    {
      method: "put",
      path: "/analysis/reportdefinitions/client/:clientId",
      summary: "Creates or updates a report definition (defaults from the client settings).",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      body: reportDefinitionRequestSchema,
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const { saved, created } = await saveReportDefinition(db, notifier, {
          caller,
          clientId: res.locals.clientId as number,
          request: parseInput(reportDefinitionRequestSchema, req.body, "report definition"),
          catalogue,
        });
        sendModel(res, (await withActionsFor(db, caller, [saved]))[0], created ? 201 : 200);
      },
    },
    ...workflowRoutes(db, notifier),
    ...reportLookupRoutes(db, notifier),
    ...reportPdfRoutes(db),
  ];
}
