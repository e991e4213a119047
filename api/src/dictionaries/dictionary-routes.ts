import type { Request } from "express";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { badRequest, HttpError } from "../http/http-error.ts";
import type { RouteDef } from "../http/route-table.ts";
import { readSettingsRecord } from "./dictionary-store.ts";

const PATH_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;

function domainPathOf(req: Request): string {
  const path = String(req.params.domainPath ?? "").toLowerCase();
  if (!PATH_PATTERN.test(path)) {
    throw badRequest("INVALID_PARAMETER", `'${path}' is not a dictionary domain path.`, [
      {
        error: `The domain path '${path}' has characters a domain path cannot have.`,
        resolution: "Use letters, digits, '-' and '_', e.g. core/tools/uxsetting/analysis.",
      },
    ]);
  }
  return path;
}

async function sendRecord(db: Database, path: string, res: Parameters<RouteDef["handler"]>[1]) {
  const record = await readSettingsRecord(db, path);
  if (!record) {
    throw new HttpError(404, "NOT_FOUND", `No dictionaries exist for the domain '${path}'.`, [
      {
        error: `The domain '${path}' has no dictionaries.`,
        resolution: "Ask for core/domains, core/global or analysis.",
      },
    ]);
  }
  sendModel(res, record);
}

/** Dictionaries of the shell and the report viewer; reference data every signed-in user reads. */
export function dictionaryRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/tools/uxsetting/core/domains",
      summary: "Header navigation and the firm's apps (dictionaries apps and nav).",
      scope: { kind: "shared" },
      permission: {
        none: "The product's dictionaries (menus, report catalogue) hold no client's data and are read before permissions are.",
      },
      handler: async (_req, res) => sendRecord(db, "core/domains", res),
    },
    {
      method: "get",
      path: "/tools/uxsetting/core/global",
      summary: "Global dictionaries: product names, footer links, greetings, error texts.",
      scope: { kind: "shared" },
      permission: {
        none: "The product's dictionaries (menus, report catalogue) hold no client's data and are read before permissions are.",
      },
      handler: async (_req, res) => sendRecord(db, "core/global", res),
    },
    {
      method: "get",
      path: "/tools/uxsetting/:domainPath",
      summary: "A domain's dictionaries, e.g. analysis: reports, reportUrls and tables.",
      scope: { kind: "shared" },
      permission: {
        none: "The product's dictionaries (menus, report catalogue) hold no client's data and are read before permissions are.",
      },
      handler: async (req, res) => sendRecord(db, domainPathOf(req), res),
    },
  ];
}
