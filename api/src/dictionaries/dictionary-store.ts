import type { Queryable } from "@alm/database";
import { dictionarySources, SETTINGS_CATEGORY, type SettingsRecord } from "./dictionary-records.ts";

/**
 * Dictionaries are product configuration that ships with the code, so each start writes the
 * code's version wherever the stored one differs (a database seeded by an older build would
 * otherwise keep serving an old catalogue). Unchanged rows are not touched.
 */
export async function syncDictionaries(db: Queryable): Promise<void> {
  for (const source of dictionarySources()) {
    await db.query(
      `insert into ux_settings (category, domain, path, settings) values ($1, $2, $3, $4::jsonb)
       on conflict (path) do update
         set category = excluded.category, domain = excluded.domain,
             settings = excluded.settings, updated_date = now()
       where ux_settings.settings is distinct from excluded.settings
          or ux_settings.domain is distinct from excluded.domain`,
      [SETTINGS_CATEGORY, source.domain, source.path, JSON.stringify({ dictionaries: source.dictionaries })],
    );
  }
}

const synced = new WeakMap<Queryable, Promise<void>>();

/** Syncs once per database handle; a failed attempt is retried by the next request. */
export function ensureDictionaries(db: Queryable): Promise<void> {
  let done = synced.get(db);
  if (!done) {
    done = syncDictionaries(db).catch((error: unknown) => {
      synced.delete(db);
      throw error;
    });
    synced.set(db, done);
  }
  return done;
}

interface SettingsRow {
  id: number;
  category: string;
  domain: string;
  settings: { dictionaries: Record<string, unknown> };
}

export async function readSettingsRecord(db: Queryable, path: string): Promise<SettingsRecord | null> {
  await ensureDictionaries(db);
  const [row] = await db.query<SettingsRow>(
    "select id, category, domain, settings from ux_settings where path = $1",
    [path],
  );
  return row ? { id: row.id, category: row.category, domain: row.domain, settings: row.settings } : null;
}
