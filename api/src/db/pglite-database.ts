import { mkdirSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database.ts";

/**
 * Embedded PostgreSQL (WASM); `dataDir` undefined keeps it in memory. `loadDataDir` in the options
 * starts it from a dump (`dumpDataDir`) instead of an empty cluster.
 */
export async function openPgliteDatabase(dataDir?: string, options: PGliteOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...options, dataDir });
  const query = async <T>(sql: string, params?: readonly unknown[]) =>
    (await pg.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: "pglite",
    query,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (work) =>
      pg.transaction((tx) => {
        const scoped: Queryable = {
          query: async <T>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<T>(sql, params ? [...params] : undefined)).rows,
        };
        return work(scoped);
      }),
    close: () => pg.close(),
  };
}
