import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database.ts";

/** Embedded PostgreSQL (WASM); `dataDir` undefined keeps it in memory. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
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
