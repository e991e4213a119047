import type { Caller } from "../auth/caller.ts";
import type { Database } from "../db/database.ts";
import { sendModel } from "../http/envelope.ts";
import { badRequest } from "../http/http-error.ts";
import { idParam } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { chartFromRunResult } from "../runs/chart-from-run-result.ts";
import { bodyOf, chartName, sourceRunResultId } from "./coa-body.ts";
import { deleteChart, getChart, insertChart, listCharts, updateChart } from "./coa-store.ts";
import { parseCoaTree } from "./coa-validation.ts";

const BASE = "/analysis/chartofaccounts";

const clientOf = (locals: { clientId?: number }) => {
  if (locals.clientId === undefined) throw new Error("route access did not resolve the client");
  return locals.clientId;
};

const callerOf = (locals: { caller?: Caller }) => locals.caller as Caller;

/** Charts of accounts of a client: everyone with access reads, only staff write. */
export function chartOfAccountsRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: `${BASE}/client/:clientId`,
      summary: "A client's charts of accounts (chartOfAccountsId, name, updatedDate).",
      scope: { kind: "client", param: "clientId" },
      handler: async (_req, res) => sendModel(res, await listCharts(db, clientOf(res.locals))),
    },
    {
      method: "put",
      path: `${BASE}/client/:clientId`,
      summary: "Imports a chart of accounts from a run result's folder tree (name, sourceRunResultId).",
      scope: { kind: "client", param: "clientId" },
      staffOnly: true,
      params: ["name", "sourceRunResultId"],
      handler: async (req, res) => {
        const body = bodyOf(req.body);
        const name = chartName(body, true) as string;
        const runResultId = sourceRunResultId(body);
        const tree = await chartFromRunResult(db, clientOf(res.locals), runResultId, name);
        const chart = await db.transaction((tx) =>
          insertChart(tx, {
            clientId: clientOf(res.locals),
            name,
            tree,
            sourceRunResultId: runResultId,
            by: callerOf(res.locals).username,
          }),
        );
        sendModel(res, chart, 201);
      },
    },
    {
      method: "put",
      path: `${BASE}/client/:clientId/new`,
      summary: "Saves a tree as a new chart of accounts of the client (coa, name).",
      scope: { kind: "client", param: "clientId" },
      staffOnly: true,
      params: ["coa", "name"],
      handler: async (req, res) => {
        const body = bodyOf(req.body);
        const name = chartName(body, true) as string;
        const tree = parseCoaTree(body.coa);
        const chart = await db.transaction((tx) =>
          insertChart(tx, {
            clientId: clientOf(res.locals),
            name,
            tree,
            sourceRunResultId: null,
            by: callerOf(res.locals).username,
          }),
        );
        sendModel(res, chart, 201);
      },
    },
    {
      method: "get",
      path: `${BASE}/:id`,
      summary: "One chart of accounts with its folder tree (coa).",
      scope: { kind: "chartOfAccounts", param: "id" },
      handler: async (req, res) => sendModel(res, await getChart(db, idParam(req.params, "id"))),
    },
    {
      method: "put",
      path: `${BASE}/:id`,
      summary: "Renames a chart of accounts and/or replaces its tree (name, coa).",
      scope: { kind: "chartOfAccounts", param: "id" },
      staffOnly: true,
      params: ["name", "coa"],
      handler: async (req, res) => {
        const body = bodyOf(req.body);
        const name = chartName(body, false);
        const tree = body.coa === undefined ? undefined : parseCoaTree(body.coa);
        if (name === undefined && tree === undefined) {
          throw badRequest("INVALID_BODY", "Nothing to update: send name, coa or both.", [
            {
              error: "The body has neither name nor coa.",
              resolution: "Send the new name, the changed tree, or both.",
            },
          ]);
        }
        const id = idParam(req.params, "id");
        const chart = await db.transaction(async (tx) =>
          updateChart(tx, await getChart(tx, id, true), { name, tree, by: callerOf(res.locals).username }),
        );
        sendModel(res, chart);
      },
    },
    {
      method: "delete",
      path: `${BASE}/:id`,
      summary: "Deletes a chart of accounts no report definition uses.",
      scope: { kind: "chartOfAccounts", param: "id" },
      staffOnly: true,
      handler: async (req, res) => {
        const id = idParam(req.params, "id");
        await db.transaction(async (tx) => {
          await getChart(tx, id, true);
          await deleteChart(tx, id);
        });
        sendModel(res, { chartOfAccountsId: id });
      },
    },
  ];
}
