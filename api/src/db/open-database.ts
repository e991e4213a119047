import { join } from "node:path";
import { openConfiguredPostgres, openPgliteDatabase, type Database } from "@alm/database";
import type { ApiConfig } from "../config.ts";
import { log } from "../logging/logger.ts";
import { migrate } from "./migrate.ts";

/** The configured database, migrated to the latest schema. */
export async function openDatabase(config: Pick<ApiConfig, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  const db = config.DATABASE_URL
    ? await openConfiguredPostgres("DATABASE_URL", config.DATABASE_URL, {
        onConnectionLost: (err) =>
          log.warn({ err }, "database connection lost; the next query opens another"),
      })
    : await openPgliteDatabase(join(config.DATA_DIR, "pglite"));
  const applied = await migrate(db);
  if (applied.length) log.info({ migrations: applied }, `api: applied ${applied.length} database migrations`);
  return db;
}
