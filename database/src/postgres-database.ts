import pg from "pg";
import type { Database, Queryable } from "./database.ts";
import { listenOn } from "./postgres-listener.ts";

/** A real PostgreSQL server; `searchPath` isolates a schema (tests). */
export async function openPostgresDatabase(connectionString: string, searchPath?: string): Promise<Database> {
  const clientConfig: pg.ClientConfig = {
    connectionString,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: 10 });
  await pool.query("select 1");
  const query = async <T>(sql: string, params?: readonly unknown[]) =>
    (await pool.query(sql, params ? [...params] : undefined)).rows as T[];
  return {
    kind: "postgres",
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    script: async <T>(sql: string) => {
      // Without parameters pg sends the simple protocol: one result per statement when there are several.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(sql);
      return (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows as T[]);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const scoped: Queryable = {
          query: async <T>(sql: string, params?: readonly unknown[]) =>
            (await client.query(sql, params ? [...params] : undefined)).rows as T[],
        };
        const result = await work(scoped);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    exclusively: async (name, work) => {
      // A session lock on a connection of its own: the work's statements use the pool's others,
      // and a process that dies mid-way releases the lock with its connection. Advisory locks are
      // per database; the schema in the key keeps apart services (tests) in schemas of their own.
      const holder = await pool.connect();
      const key = "hashtextextended(current_schema() || ':' || $1, 0)";
      try {
        await holder.query(`select pg_advisory_lock(${key})`, [name]);
        try {
          return await work();
        } finally {
          await holder.query(`select pg_advisory_unlock(${key})`, [name]);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, onPayload) => listenOn(clientConfig, channel, onPayload),
  };
}
