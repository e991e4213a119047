import { openPgliteDatabase, openPostgresDatabase, type Database } from "@alm/database";
import { createScratchDatabase, pgliteTestOptions } from "@alm/test-support";
import { SMOKE } from "../../scripts/bench-report.ts";

/**
 * A database of the bench's own, empty, dropped by `close`: on the PostgreSQL server of
 * DATABASE_URL (as CI sets it) a scratch database there, else embedded PGlite in memory. Never
 * DATABASE_URL's database itself: what one bench left in it (the list bench's users and large
 * client) made the api skip the demo seed of the next (engine-bench: "No demo data set is ready to
 * run"), and the tests' database is no place for a bench's rows.
 * A smoke run on PGlite under the tests starts from their migrated dump (test-support).
 */
export async function openBenchDatabase(): Promise<Database> {
  const server = process.env.DATABASE_URL;
  if (!server) return openPgliteDatabase(undefined, SMOKE ? pgliteTestOptions("migrated") : {});
  const scratch = await createScratchDatabase(server);
  const db = await openPostgresDatabase(scratch.url);
  return {
    ...db,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}
