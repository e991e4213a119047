import { join } from "node:path";
import { applyMigrations, openConfiguredPostgres, openPgliteDatabase, type Database } from "@alm/database";
import type { GatewayConfig } from "../config.ts";
import { log } from "../logging/logger.ts";

/**
 * Where the gateway keeps what every instance must see (sessions, sign-ins under way, print
 * grants, rate counts, document jobs and their files): the PostgreSQL of GATEWAY_DATABASE_URL,
 * which may be the api's, in a schema of its own (`gateway`, and `gateway_queue` for pg-boss);
 * unset, embedded PGlite under DATA_DIR, for one instance.
 */
export async function openGatewayDatabase(
  config: Pick<GatewayConfig, "GATEWAY_DATABASE_URL" | "DATA_DIR">,
): Promise<Database> {
  const db = config.GATEWAY_DATABASE_URL
    ? await openConfiguredPostgres("GATEWAY_DATABASE_URL", config.GATEWAY_DATABASE_URL, {
        onConnectionLost: (err) => log.warn({ err }, "store connection lost; the next query opens another"),
      })
    : await openPgliteDatabase(join(config.DATA_DIR, "gateway"));
  try {
    const applied = await applyMigrations(db, {
      folder: new URL("./migrations/", import.meta.url),
      schema: "gateway",
    });
    if (applied.length)
      log.info({ migrations: applied }, `gateway: applied ${applied.length} store migrations`);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
