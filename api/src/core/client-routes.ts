import type { Caller } from "../auth/caller.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { badRequest, notFound, notFoundById } from "../http/http-error.ts";
import { optionalId, optionalInt, optionalText } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { seesAllClients } from "../access/permissions.ts";

interface ClientRow {
  id: number;
  name: string;
  acronym: string;
}

/** Staff with View All Clients see every client (staff without it, none); a client user only the one whose acronym is their tenant. */
function visibleClientsWhere(caller: Caller, params: unknown[]): string {
  if (seesAllClients(caller)) return "true";
  params.push(caller.tenant);
  return `acronym = $${params.length}`;
}

export function clientRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/clients",
      summary: "Clients the caller may see, by name (pageSize, default 999).",
      scope: { kind: "self" },
      permission: {
        none: "Names only the clients the caller may see (its own, or every one with View All Clients), no analysis data.",
      },
      params: ["pageSize"],
      handler: async (req, res) => {
        const pageSize = optionalInt(req.query, "pageSize", 999, 1, 10_000);
        const params: unknown[] = [];
        const where = visibleClientsWhere(res.locals.caller as Caller, params);
        params.push(pageSize);
        const rows = await db.query<ClientRow>(
          `select id, name, acronym from clients where ${where} order by name limit $${params.length}`,
          params,
        );
        sendModel(res, rows);
      },
    },
    {
      method: "get",
      path: "/clients/idlookup",
      summary: "One client by id or acronym (a client user finds their own from the tenant claim).",
      scope: { kind: "self" },
      permission: {
        none: "Finds only among the clients the caller may see (its own, or every one with View All Clients).",
      },
      params: ["id", "acronym"],
      handler: async (req, res) => {
        const id = optionalId(req.query, "id");
        const acronym = optionalText(req.query, "acronym");
        if (id === undefined && !acronym)
          throw badRequest("INVALID_PARAMETER", "Give id or acronym to look up a client.");
        const params: unknown[] = [];
        const where = [visibleClientsWhere(res.locals.caller as Caller, params)];
        if (id !== undefined) where.push(`id = $${params.push(id)}`);
        if (acronym) where.push(`upper(acronym) = upper($${params.push(acronym)})`);
        const [row] = await db.query<ClientRow>(
          `select id, name, acronym from clients where ${where.join(" and ")}`,
          params,
        );
        if (!row) {
          if (!acronym) throw notFoundById("client", id);
          const named = [id === undefined ? "" : `id '${id}'`, `acronym '${acronym}'`];
          throw notFound(`No client with ${named.filter(Boolean).join(" and ")} that you may see.`);
        }
        sendModel(res, row);
      },
    },
  ];
}
