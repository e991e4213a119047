import type { ComputationServices } from "../runs/computation-services.ts";
import type { Caller } from "../auth/caller.ts";
import { PERMISSIONS } from "../access/permissions.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { idParam } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { chartChangeBody, importChartBody, newChartBody } from "./coa-body.ts";
import { parseInput } from "../http/validate.ts";
import { createChart } from "./commands/create-chart.ts";
import { deleteChart } from "./commands/delete-chart.ts";
import { importChart } from "./commands/import-chart.ts";
import { updateChart } from "./commands/update-chart.ts";
import { getChart, listCharts } from "./coa-store.ts";
import { parseCoaTree } from "./coa-validation.ts";

const BASE = "/analysis/chartofaccounts";

const clientOf = (locals: { clientId?: number }) => {
  if (locals.clientId === undefined) throw new Error("route access did not resolve the client");
  return locals.clientId;
};

const callerOf = (locals: { caller?: Caller }) => locals.caller as Caller;

/** Charts of accounts of a client: everyone with access reads, only staff write. */
export function chartOfAccountsRoutes(db: Database, computation: ComputationServices): RouteDef[] {
  return [
    {
      method: "get",
      path: `${BASE}/client/:clientId`,
      summary: "A client's charts of accounts (chartOfAccountsId, name, updatedDate).",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.view,
      handler: async (_req, res) => sendModel(res, await listCharts(db, clientOf(res.locals))),
    },
    {
      method: "put",
      path: `${BASE}/client/:clientId`,
      summary: "Imports a chart of accounts from a run result's folder tree (name, sourceRunResultId).",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      body: importChartBody,
      handler: async (req, res) => {
        const body = parseInput(importChartBody, req.body, "chart of accounts import");
        const chart = await importChart(db, computation, {
          caller: callerOf(res.locals),
          clientId: clientOf(res.locals),
          name: body.name,
          sourceRunResultId: body.sourceRunResultId,
        });
        sendModel(res, chart, 201);
      },
    },
    {
      method: "put",
      path: `${BASE}/client/:clientId/new`,
      summary: "Saves a tree as a new chart of accounts of the client (coa, name).",
      scope: { kind: "client", param: "clientId" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      body: newChartBody,
      handler: async (req, res) => {
        const body = parseInput(newChartBody, req.body, "chart of accounts");
        const chart = await createChart(db, {
          caller: callerOf(res.locals),
          clientId: clientOf(res.locals),
          name: body.name,
          tree: parseCoaTree(body.coa),
        });
        sendModel(res, chart, 201);
      },
    },
    {
      method: "get",
      path: `${BASE}/:id`,
      summary: "One chart of accounts with its folder tree (coa).",
      scope: { kind: "chartOfAccounts", param: "id" },
      permission: PERMISSIONS.view,
      handler: async (req, res) => sendModel(res, await getChart(db, idParam(req.params, "id"))),
    },
    {
      method: "put",
      path: `${BASE}/:id`,
      summary: "Renames a chart of accounts and/or replaces its tree (name, coa).",
      scope: { kind: "chartOfAccounts", param: "id" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      body: chartChangeBody,
      handler: async (req, res) => {
        const body = parseInput(chartChangeBody, req.body, "chart of accounts");
        const chart = await updateChart(db, {
          caller: callerOf(res.locals),
          id: idParam(req.params, "id"),
          name: body.name,
          tree: body.coa === undefined ? undefined : parseCoaTree(body.coa),
        });
        sendModel(res, chart);
      },
    },
    {
      method: "delete",
      path: `${BASE}/:id`,
      summary: "Deletes a chart of accounts no report definition uses.",
      scope: { kind: "chartOfAccounts", param: "id" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      handler: async (req, res) => sendModel(res, await deleteChart(db, idParam(req.params, "id"))),
    },
  ];
}
