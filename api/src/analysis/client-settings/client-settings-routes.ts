import { z } from "zod";
import type { Caller } from "../../auth/caller.ts";
import type { Database } from "../../db/database.ts";
import { sendModel } from "../../http/envelope.ts";
import type { RouteDef } from "../../http/route-table.ts";
import { parseInput } from "../../http/validate.ts";
import {
  DEFAULT_NII_YEARS,
  findClientSettings,
  toClientSettings,
  type DefaultReportList,
} from "./client-settings-store.ts";

const settingsBody = z.object({
  niiYears: z.coerce.number().int().min(1).max(10).optional(),
  reports: z.array(z.union([z.number().int(), z.string().min(1)])).optional(),
});

const zmBody = z.object({ zmDatabaseName: z.string().trim().min(1, "is required").max(128) });

export function clientSettingsRoutes(db: Database, defaultReports: DefaultReportList): RouteDef[] {
  /** First save creates the defaults: niiYears 2 and the catalogue's list, NII reports per year. */
  const upsert = async (
    clientId: number,
    caller: Caller,
    patch: { niiYears?: number; reports?: (number | string)[]; zm?: string },
  ) => {
    const current = await findClientSettings(db, clientId);
    const niiYears = patch.niiYears ?? current?.niiYears ?? DEFAULT_NII_YEARS;
    const reports = patch.reports ?? (current?.reports.length ? current.reports : defaultReports(niiYears));
    const [row] = await db.query<Parameters<typeof toClientSettings>[0]>(
      `insert into client_settings (client_id, nii_years, reports, zm_database_name, updated_by) values ($1, $2, $3, $4, $5)
       on conflict (client_id) do update set nii_years = excluded.nii_years, reports = excluded.reports,
         zm_database_name = excluded.zm_database_name, updated_by = excluded.updated_by, updated_date = now()
       returning *`,
      [
        clientId,
        niiYears,
        JSON.stringify(reports),
        patch.zm ?? current?.zmDatabaseName ?? null,
        caller.username,
      ],
    );
    return row ? toClientSettings(row) : undefined;
  };

  return [
    {
      method: "get",
      path: "/analysis/clientsettings/:id",
      summary:
        "A client's settings (niiYears, reports; zmDatabaseName for staff, null for client users); 204 when none exist yet.",
      scope: { kind: "client", param: "id" },
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
      staffOnly: true,
      params: ["niiYears", "reports"],
      handler: async (req, res) => {
        const body = parseInput(settingsBody, req.body ?? {}, "client settings");
        sendModel(res, await upsert(res.locals.clientId as number, res.locals.caller as Caller, body));
      },
    },
    {
      method: "get",
      path: "/analysis/clientsettings/:id/zmdatabase",
      summary: "The modeling database name of a client.",
      scope: { kind: "client", param: "id" },
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
      staffOnly: true,
      params: ["zmDatabaseName"],
      handler: async (req, res) => {
        const body = parseInput(zmBody, req.body, "modeling database");
        const saved = await upsert(res.locals.clientId as number, res.locals.caller as Caller, {
          zm: body.zmDatabaseName,
        });
        sendModel(res, { zmDatabaseName: saved?.zmDatabaseName ?? null });
      },
    },
  ];
}
