import type { Caller } from "../../auth/caller.ts";
import type { Database } from "../../db/database.ts";
import { sendModel } from "../../http/envelope.ts";
import { conflict, notFound, unprocessable } from "../../http/http-error.ts";
import { optionalInt } from "../../http/params.ts";
import type { RouteDef } from "../../http/route-table.ts";
import { parseInput } from "../../http/validate.ts";
import type { StatusNotifier } from "../../notifications/notification-message.ts";
import { reportDefaults, type DefaultReportList } from "../client-settings/client-settings-store.ts";
import { announce } from "../workflow-events.ts";
import {
  REPORT_DEFINITION_SELECT,
  findReportDefinition,
  refreshReportStatus,
  reportNameTaken,
  toReportDefinition,
  type ReportDefinitionRow,
} from "./report-definition-repository.ts";
import {
  DUPLICATE_REPORT_NAME,
  FIXED_SCENARIOS,
  NO_CHART_OF_ACCOUNTS,
  derivedStatus,
  reportDefinitionRequestSchema,
  type ReportDefinitionRequest,
} from "./report-definition-rules.ts";
import { workflowRoutes } from "./report-workflow-routes.ts";
import { reportLookupRoutes } from "./report-lookup-routes.ts";
import { reportPdfRoutes } from "./report-pdf-routes.ts";

async function assertReferences(
  db: Database,
  clientId: number,
  body: ReportDefinitionRequest,
  chartId: number | undefined,
) {
  if (!chartId) {
    throw unprocessable("NO_CHART_OF_ACCOUNTS", NO_CHART_OF_ACCOUNTS, [
      {
        field: "chartOfAccountsId",
        error: NO_CHART_OF_ACCOUNTS,
        resolution: "Create or import a chart of accounts on the Charts of Accounts page first.",
      },
    ]);
  }
  const ids = [body.baseDataSetId, body.compareDataSetId].filter((v): v is number => !!v);
  const found = await db.query<{ id: number }>(
    "select id from data_sets where client_id = $1 and id = any($2)",
    [clientId, ids],
  );
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) {
    const message = `No data set ${missing.join(", ")} for this client.`;
    throw unprocessable("UNKNOWN_REFERENCE", message, [
      {
        error: message,
        resolution: "Choose data sets of this client.",
        field: missing.includes(body.baseDataSetId ?? 0) ? "baseDataSetId" : "compareDataSetId",
      },
    ]);
  }
  const [chart] = await db.query("select 1 from charts_of_accounts where client_id = $1 and id = $2", [
    clientId,
    chartId,
  ]);
  if (!chart) {
    const message = `No chart of accounts ${chartId} for this client.`;
    throw unprocessable("UNKNOWN_REFERENCE", message, [
      {
        error: message,
        resolution: "Choose a chart of accounts of this client.",
        field: "chartOfAccountsId",
      },
    ]);
  }
}

export function reportDefinitionRoutes(
  db: Database,
  notifier: StatusNotifier,
  defaultReports: DefaultReportList,
): RouteDef[] {
  return [
    {
      method: "get",
      path: "/analysis/reportdefinitions/client/:clientId",
      summary:
        "Report definitions of a client updated within daysOld days; client users get published ones only.",
      scope: { kind: "client", param: "clientId" },
      params: ["daysOld"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const daysOld = optionalInt(req.query, "daysOld", 9999, 0, 9999);
        const rows = await db.query<ReportDefinitionRow>(
          `${REPORT_DEFINITION_SELECT} where r.client_id = $1 and r.updated_date >= now() - make_interval(days => $2::int)
           ${caller.isStaff ? "" : "and r.published_by_date is not null"} order by r.updated_date desc, r.id desc`,
          [res.locals.clientId, daysOld],
        );
        sendModel(res, rows.map(toReportDefinition));
      },
    },
    {
      method: "put",
      path: "/analysis/reportdefinitions/client/:clientId",
      summary: "Creates or updates a report definition (defaults from the client settings).",
      scope: { kind: "client", param: "clientId" },
      staffOnly: true,
      params: [
        "id",
        "name",
        "baseDataSetId",
        "compareDataSetId",
        "chartOfAccountsId",
        "niiYears",
        "reportTag",
        "minScenario",
        "maxScenario",
        "selectedSubReportDefinitions",
        "commentary",
      ],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const clientId = res.locals.clientId as number;
        const body = parseInput(reportDefinitionRequestSchema, req.body, "report definition");
        const existing = body.id ? await findReportDefinition(db, body.id) : undefined;
        if (body.id && (!existing || existing.client_id !== clientId))
          throw notFound(`No report definition with id '${body.id}'.`);
        if (existing?.approved_by_date || existing?.published_by_date) {
          throw conflict(
            "REPORT_DEFINITION_LOCKED",
            "The report is approved or published and cannot be changed.",
            [
              {
                error: "The report is approved or published.",
                resolution: "Unpublish and unapprove it before editing it.",
              },
            ],
          );
        }
        const defaults = await reportDefaults(db, clientId, defaultReports);
        const chartId =
          body.chartOfAccountsId ?? existing?.chart_of_accounts_id ?? defaults.chartOfAccountsId;
        await assertReferences(db, clientId, body, chartId);
        const id = await db.transaction(async (tx) => {
          if (await reportNameTaken(tx, clientId, body.name, body.id)) {
            throw conflict("DUPLICATE_NAME", DUPLICATE_REPORT_NAME, [
              {
                field: "name",
                error: `${DUPLICATE_REPORT_NAME}: '${body.name}' already exists.`,
                resolution: "Please change the name to a unique value.",
              },
            ]);
          }
          const values = [
            body.name,
            body.baseDataSetId,
            body.compareDataSetId ?? null,
            chartId,
            body.niiYears ?? existing?.nii_years ?? defaults.niiYears,
            body.reportTag ?? null,
            body.minScenario ?? existing?.min_scenario ?? -400,
            body.maxScenario ?? existing?.max_scenario ?? 500,
            JSON.stringify(
              body.selectedSubReportDefinitions ??
                existing?.selected_sub_report_definitions ??
                defaults.reports,
            ),
            body.commentary ?? null,
            caller.username,
          ];
          const [row] = existing
            ? await tx.query<{ id: number }>(
                `update report_definitions set name = $1, base_data_set_id = $2, compare_data_set_id = $3, chart_of_accounts_id = $4,
                   nii_years = $5, report_tag = $6, min_scenario = $7, max_scenario = $8, selected_sub_report_definitions = $9,
                   commentary = $10, updated_by = $11, updated_date = now() where id = $12 returning id`,
                [...values, existing.id],
              )
            : await tx.query<{ id: number }>(
                `insert into report_definitions (name, base_data_set_id, compare_data_set_id, chart_of_accounts_id, nii_years,
                   report_tag, min_scenario, max_scenario, selected_sub_report_definitions, commentary, created_by, updated_by,
                   client_id, declining_scenario, rising_scenario, shock_scenario, status)
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13, $14, $15, 'Started') returning id`,
                [
                  ...values,
                  clientId,
                  FIXED_SCENARIOS.declining,
                  FIXED_SCENARIOS.rising,
                  FIXED_SCENARIOS.shock,
                ],
              );
          if (!row) throw new Error("The report definition was not saved.");
          await refreshReportStatus(tx, row.id, derivedStatus);
          return row.id;
        });
        const saved = toReportDefinition((await findReportDefinition(db, id)) as ReportDefinitionRow);
        await announce(
          notifier,
          caller,
          clientId,
          `Report '${saved.name}' saved`,
          saved.status ?? "Started",
          {
            reportDefinitionId: id,
            action: existing ? "updated" : "created",
          },
        );
        sendModel(res, saved, existing ? 200 : 201);
      },
    },
    ...workflowRoutes(db, notifier),
    ...reportLookupRoutes(db, notifier),
    ...reportPdfRoutes(db),
  ];
}
