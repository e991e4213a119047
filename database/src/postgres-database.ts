import { AsyncResource } from "node:async_hooks";
import pg from "pg";
import type { Database, Queryable } from "./database.ts";
import { listenOn } from "./postgres-listener.ts";
import { isSessionEnded } from "./sql-errors.ts";

export interface PostgresOptions {
  /** Isolates a schema (tests). */
  searchPath?: string;
  /**
   * The server closed a connection while it sat idle in the pool (a restart, a failover, an
   * administrator or an idle timeout). The pool drops it and opens another at the next query;
   * this only tells the service, which logs it. Called in the context the database was opened in,
   * not in that of the request whose query opened the connection seconds before (whose id the
   * log line carried).
   */
  onConnectionLost?(error: Error): void;
}

/**
 * Runs `attempt` again on a statement the server refused because it had ended the session: a
 * connection ended while idle is only dropped from the pool when its goodbye is read, and a request
 * that arrives first is handed that connection (HTTP 500 on every gateway and api right after a
 * PostgreSQL restart). The statement did not commit, so sending it again is safe. Before it goes
 * again, the goodbyes already in the other connections' sockets are read, so that the pool drops
 * them too; a server that keeps ending sessions is told after a few tries.
 */
async function againIfSessionEnded<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (tries <= 1 || !isSessionEnded(error)) throw error;
    await new Promise(setImmediate);
    return againIfSessionEnded(attempt, tries - 1);
  }
}

/** A real PostgreSQL server. */
export async function openPostgresDatabase(
  connectionString: string,
  { searchPath, onConnectionLost }: PostgresOptions = {},
): Promise<Database> {
  const clientConfig: pg.ClientConfig = {
    connectionString,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: 10 });
  // Without a listener the pool's "error" event would end the process.
  const lost = onConnectionLost && AsyncResource.bind(onConnectionLost);
  pool.on("error", (error) => lost?.(error));
  // pool.end() settles once it has asked its connections to close, not once they have: a close
  // waits for each to end, so that nothing the server says to a closing connection goes unheard.
  const connections = new Set<Promise<unknown>>();
  pool.on("connect", (client) => {
    // A connection lent out (a transaction, a lock) that the server ends reports it to whoever
    // holds it, as its query's failure; unheard, its "error" event would end the process.
    client.on("error", () => undefined);
    const ended = new Promise((resolve) => client.once("end", resolve));
    connections.add(ended);
    void ended.then(() => connections.delete(ended));
  });
  await pool.query("select 1");
  const query = async <T>(sql: string, params?: readonly unknown[]) =>
    (await againIfSessionEnded(() => pool.query(sql, params ? [...params] : undefined))).rows as T[];
  return {
    kind: "postgres",
    query,
    exec: async (sql) => {
      await againIfSessionEnded(() => pool.query(sql));
    },
    script: async <T>(sql: string) => {
      // Without parameters pg sends the simple protocol: one result per statement when there are several.
      const result: pg.QueryResult | pg.QueryResult[] = await againIfSessionEnded(() => pool.query(sql));
      return (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows as T[]);
    },
    transaction: async (work) => {
      const client = await againIfSessionEnded(() => begin(pool));
      let broken: Error | undefined;
      try {
        const scoped: Queryable = {
          query: async <T>(sql: string, params?: readonly unknown[]) =>
            (await client.query(sql, params ? [...params] : undefined)).rows as T[],
        };
        const result = await work(scoped);
        await client.query("commit");
        return result;
      } catch (error) {
        // On a connection the server has ended the rollback fails too: the first failure is the
        // one to tell, and the connection goes instead of back to the pool.
        await client.query("rollback").catch((lost: Error) => (broken = lost));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    exclusively: async (name, work) => {
      // A session lock on a connection of its own: the work's statements use the pool's others,
      // and a process that dies mid-way releases the lock with its connection. Advisory locks are
      // per database; the schema in the key keeps apart services (tests) in schemas of their own.
      const key = "hashtextextended(current_schema() || ':' || $1, 0)";
      const holder = await againIfSessionEnded(() =>
        lent(pool, (client) => client.query(`select pg_advisory_lock(${key})`, [name])),
      );
      try {
        try {
          return await work();
        } finally {
          await holder.query(`select pg_advisory_unlock(${key})`, [name]);
        }
      } finally {
        holder.release();
      }
    },
    close: async () => {
      await pool.end();
      await Promise.all(connections);
    },
    listen: (channel, onPayload) => listenOn(clientConfig, channel, onPayload),
  };
}

/** A connection on which `first` has run; one that fails at it goes back broken, not to the pool. */
async function lent(
  pool: pg.Pool,
  first: (client: pg.PoolClient) => Promise<unknown>,
): Promise<pg.PoolClient> {
  const client = await pool.connect();
  try {
    await first(client);
    return client;
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

const begin = (pool: pg.Pool) => lent(pool, (client) => client.query("begin"));
