import type { Database } from "@alm/database";
import type { ConstructorOptions } from "pg-boss";

/**
 * Where pg-boss keeps the queue: on PostgreSQL its own small pool; on the embedded PGlite the
 * gateway's own connection, through its database thread. Workers poll every half second either
 * way: a job offered again after its worker died is announced by no NOTIFY.
 */
export function queueDatabase(
  db: Database,
  connectionString: string | undefined,
): Pick<ConstructorOptions, "db" | "connectionString" | "backend" | "max"> {
  // Fetches of two workers, their heartbeats and the supervisor: a few connections at most.
  if (connectionString) return { connectionString, max: 3 };
  return {
    backend: "pglite",
    db: {
      executeSql: async (text, values) => {
        if (values?.length) return { rows: await db.query(text, values) };
        try {
          // Without parameters pg-boss may send a block (`begin; … returning …; commit`).
          return { rows: await db.script(text) };
        } catch (error) {
          // One connection: a block that failed half-way must not leave its transaction open.
          await db.query("rollback").catch(() => undefined);
          throw error;
        }
      },
    },
  };
}
