import type { Caller } from "../../../auth/caller.ts";
import type { Database } from "@alm/database";
import { assertPackageEntries, type PackageCatalogue } from "../../package-entries.ts";
import { DEFAULT_NII_YEARS, findClientSettings, upsertClientSettings } from "../client-settings-store.ts";

export interface SaveClientSettings {
  caller: Caller;
  clientId: number;
  /** What changes; the rest stays as stored. */
  patch: { niiYears?: number; reports?: (number | string)[]; zmDatabaseName?: string };
  catalogue: PackageCatalogue;
}

/**
 * Saves part of a client's settings. The first save creates them with the firm's defaults:
 * NII years 2 and the catalogue's report list, NII reports per year.
 */
export async function saveClientSettings(db: Database, command: SaveClientSettings) {
  const { caller, clientId, patch } = command;
  return db.transaction(async (tx) => {
    const current = await findClientSettings(tx, clientId);
    const niiYears = patch.niiYears ?? current?.niiYears ?? DEFAULT_NII_YEARS;
    if (patch.reports)
      assertPackageEntries(patch.reports, niiYears, command.catalogue, {
        field: "reports",
        what: "client settings",
      });
    const reports =
      patch.reports ?? (current?.reports.length ? current.reports : command.catalogue.defaults(niiYears));
    const zmDatabaseName = patch.zmDatabaseName ?? current?.zmDatabaseName ?? null;
    return upsertClientSettings(tx, { clientId, niiYears, reports, zmDatabaseName }, caller.username);
  });
}
