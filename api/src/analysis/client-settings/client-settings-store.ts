import type { Queryable } from "@alm/database";

import type { PackageCatalogue } from "../package-entries.ts";

export const DEFAULT_NII_YEARS = 2;

export interface ClientSettings {
  clientId: number;
  niiYears: number;
  reports: (number | string)[];
  zmDatabaseName: string | null;
}

interface SettingsRow {
  client_id: number;
  nii_years: number;
  reports: (number | string)[];
  zm_database_name: string | null;
}

export const toClientSettings = (r: SettingsRow): ClientSettings => ({
  clientId: r.client_id,
  niiYears: r.nii_years,
  reports: r.reports,
  zmDatabaseName: r.zm_database_name,
});

export async function findClientSettings(
  db: Queryable,
  clientId: number,
): Promise<ClientSettings | undefined> {
  const [row] = await db.query<SettingsRow>("select * from client_settings where client_id = $1", [clientId]);
  return row ? toClientSettings(row) : undefined;
}

/** Writes a client's settings whole (created on first save); answers them as stored. */
export async function upsertClientSettings(
  db: Queryable,
  settings: ClientSettings,
  updatedBy: string,
): Promise<ClientSettings | undefined> {
  const [row] = await db.query<SettingsRow>(
    `insert into client_settings (client_id, nii_years, reports, zm_database_name, updated_by) values ($1, $2, $3, $4, $5)
     on conflict (client_id) do update set nii_years = excluded.nii_years, reports = excluded.reports,
       zm_database_name = excluded.zm_database_name, updated_by = excluded.updated_by, updated_date = now()
     returning *`,
    [
      settings.clientId,
      settings.niiYears,
      JSON.stringify(settings.reports),
      settings.zmDatabaseName,
      updatedBy,
    ],
  );
  return row ? toClientSettings(row) : undefined;
}

/** What a new report definition starts from: the client's settings, or the firm's defaults. */
export async function reportDefaults(db: Queryable, clientId: number, catalogue: PackageCatalogue) {
  const settings = await findClientSettings(db, clientId);
  const niiYears = settings?.niiYears ?? DEFAULT_NII_YEARS;
  const [chart] = await db.query<{ id: number }>(
    "select id from charts_of_accounts where client_id = $1 order by id limit 1",
    [clientId],
  );
  return {
    niiYears,
    reports: settings?.reports.length ? settings.reports : catalogue.defaults(niiYears),
    chartOfAccountsId: chart?.id,
  };
}
