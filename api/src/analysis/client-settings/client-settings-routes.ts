import { MAX_NII_YEARS } from "@alm/formats";
import { z } from "zod";
import { PERMISSIONS } from "../../access/permissions.ts";
import type { Caller } from "../../auth/caller.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../../http/envelope.ts";
import type { RouteDef } from "../../http/route-table.ts";
import { parseInput } from "../../http/validate.ts";
import { packageEntriesSchema, type PackageCatalogue } from "../package-entries.ts";
import { findClientSettings } from "./client-settings-store.ts";
import { saveClientSettings } from "./commands/save-client-settings.ts";

/** No body at all is a first save of the defaults. */
const settingsBody = z
  .object({
    niiYears: z.coerce.number().int().min(1).max(MAX_NII_YEARS).optional(),
    reports: packageEntriesSchema.optional(),
  })
  .default({});

const zmBody = z.object({ zmDatabaseName: z.string().trim().min(1, "is required").max(128) });

export function clientSettingsRoutes(db: Database, catalogue: PackageCatalogue): RouteDef[] {
  return [
    {
      method: "get",
      path: "/analysis/clientsettings/:id",
      summary:
        "A client's settings (niiYears, reports; zmDatabaseName for staff, null for client users); 204 when none exist yet.",
      scope: { kind: "client", param: "id" },
      permission: PERMISSIONS.view,
      handler: async (_req, res) => {
        const settings = await findClientSettings(db, res.locals.clientId as number);
        // The modeling database is the firm's internal name: staff only, like its own route.
        const caller = res.locals.caller as Caller;
        if (!settings) res.status(204).end();
        else sendModel(res, caller.isStaff ? settings : { ...settings, zmDatabaseName: null });
      },
    },
    {
      method: "put",
      path: "/analysis/clientsettings/:id",
      summary: "Saves a client's niiYears and default report list (defaults filled on first save).",
      scope: { kind: "client", param: "id" },
      permission: PERMISSIONS.manageClientSettings,
      staffOnly: true,
      body: settingsBody,
      handler: async (req, res) => {
        const body = parseInput(settingsBody, req.body, "client settings");
        const saved = await saveClientSettings(db, {
          caller: res.locals.caller as Caller,
          clientId: res.locals.clientId as number,
          patch: body,
          catalogue,
        });
        sendModel(res, saved);
      },
    },
    {
      method: "get",
      path: "/analysis/clientsettings/:id/zmdatabase",
      summary: "The modeling database name of a client.",
      scope: { kind: "client", param: "id" },
      permission: PERMISSIONS.manageClientSettings,
      staffOnly: true,
      handler: async (_req, res) => {
        const settings = await findClientSettings(db, res.locals.clientId as number);
        sendModel(res, { zmDatabaseName: settings?.zmDatabaseName ?? null });
      },
    },
    {
      method: "put",
      path: "/analysis/clientsettings/:id/zmdatabase",
      summary: "Sets the modeling database name of a client.",
      scope: { kind: "client", param: "id" },
      permission: PERMISSIONS.manageClientSettings,
      staffOnly: true,
      body: zmBody,
      handler: async (req, res) => {
        const body = parseInput(zmBody, req.body, "modeling database");
        const saved = await saveClientSettings(db, {
          caller: res.locals.caller as Caller,
          clientId: res.locals.clientId as number,
          patch: { zmDatabaseName: body.zmDatabaseName },
          catalogue,
        });
        sendModel(res, { zmDatabaseName: saved?.zmDatabaseName ?? null });
      },
    },
  ];
}
