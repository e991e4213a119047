import { applyMigrations, type Database } from "@alm/database";

/** Brings a database to the api's latest schema (the numbered files of ./migrations/). */
export const migrate = (db: Database): Promise<string[]> =>
  applyMigrations(db, { folder: new URL("./migrations/", import.meta.url) });
