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
  /** Shorter waits than the production ones (DATABASE_WAITS), for tests that make a server go silent. */
  waits?: Partial<typeof DATABASE_WAITS>;
  /** The setting that names the database, as errors name it (DATABASE_URL unless said). */
  setting?: string;
}

/**
 * The longest a service waits on its database before it answers with an error. A server that
 * accepts connections and then says nothing (a network partition, a frozen host, a full disk under
 * a synchronous replica) held every request and the run worker for as long as it lasted, and the
 * requests already under way for minutes after it came back (an operator's review): the pool had no
 * connection timeout and the queries none either.
 * - connectMs: opening a connection up to its first query (the server's greeting, authentication),
 *   or waiting that long for one of the pool's.
 * - queryMs: one statement's answer. The longest of ours (a run's results written, a page of a
 *   large data set read) take a few seconds under load; a lock waited for (`exclusively`) is not
 *   bound by it. A connection whose statement timed out is closed, not lent again.
 */
export const DATABASE_WAITS = { connectMs: 10_000, queryMs: 60_000 };

const QUERY_TIMED_OUT = "Query read timeout";

/** A statement that got no answer within its wait, however often the error was wrapped since. */
function timedOut(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e.message === QUERY_TIMED_OUT) return true;
  return false;
}

/**
 * node-postgres's own words for the two waits, turned into what an operator can act on. A pool
 * whose every connection was lent out (long statements) times a wait for one out as it times out
 * a server that lets none in: told apart, or the operator looks at a server that is fine.
 */
function silentServerError(
  error: unknown,
  { connectMs, queryMs, setting }: typeof DATABASE_WAITS & { setting: string },
  poolBusy: boolean,
): unknown {
  const message = error instanceof Error ? error.message : "";
  if (
    /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(message)
  )
    return new Error(
      poolBusy
        ? `Every one of the database pool's ${POOL_SIZE} connections was in use for ${connectMs / 1000} s: statements are taking long (see the database's slow queries).`
        : `The database server did not let a connection in within ${connectMs / 1000} s: check that it runs and answers (${setting}).`,
      { cause: error },
    );
  if (message === QUERY_TIMED_OUT)
    return new Error(
      `The database server did not answer a statement within ${queryMs / 1000} s: check that it runs and answers (${setting}).`,
      { cause: error },
    );
  return error;
}

/** A lock waited for holds its statement as long as another replica holds the lock (a migration, the seed). */
const LOCK_WAIT_MS = 24 * 60 * 60 * 1000;

/** Connections per process: the api's and the gateway's requests, runs and jobs share them. */
const POOL_SIZE = 10;

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
  { searchPath, onConnectionLost, waits, setting = "DATABASE_URL" }: PostgresOptions = {},
): Promise<Database> {
  const { connectMs, queryMs } = { ...DATABASE_WAITS, ...waits };
  const clientConfig: pg.ClientConfig = {
    connectionString,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    // The kernel's probes find a peer gone while a connection sits idle (a listener's, the pool's):
    // the first after 10 s idle, where the system's default waits two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    connectionTimeoutMillis: connectMs,
  };
  const pool = new pg.Pool({ ...clientConfig, query_timeout: queryMs, max: POOL_SIZE });
  /** The statement's answer, or the error an operator can act on when the server fell silent. */
  const told = async <T>(statement: Promise<T>): Promise<T> => {
    try {
      return await statement;
    } catch (error) {
      throw silentServerError(error, { connectMs, queryMs, setting }, pool.totalCount >= POOL_SIZE);
    }
  };
  const answered = <T>(attempt: () => Promise<T>) => told(againIfSessionEnded(attempt));
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
  await answered(() => pool.query("select 1"));
  const query = async <T>(sql: string, params?: readonly unknown[]) =>
    (await answered(() => pool.query(sql, params ? [...params] : undefined))).rows as T[];
  return {
    kind: "postgres",
    query,
    exec: async (sql, options = {}) => {
      // node-postgres reads a statement's own query_timeout, which its types leave out.
      const statement: pg.QueryConfig & { query_timeout: number } = {
        text: sql,
        query_timeout: options.waitMs ?? queryMs,
      };
      await answered(() => pool.query(statement));
    },
    script: async <T>(sql: string) => {
      // Without parameters pg sends the simple protocol: one result per statement when there are several.
      const result: pg.QueryResult | pg.QueryResult[] = await answered(() => pool.query(sql));
      return (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows as T[]);
    },
    transaction: async (work) => {
      const client = await answered(() => begin(pool));
      let broken: Error | undefined;
      try {
        const scoped: Queryable = {
          query: async <T>(sql: string, params?: readonly unknown[]) =>
            (await told(client.query(sql, params ? [...params] : undefined))).rows as T[],
        };
        const result = await work(scoped);
        await told(client.query("commit"));
        return result;
      } catch (error) {
        // On a connection the server has ended the rollback fails too: the first failure is the
        // one to tell, and the connection goes instead of back to the pool. A server gone silent
        // would hold the rollback as long again: its connection goes at once.
        if (timedOut(error)) broken = error instanceof Error ? error : new Error(QUERY_TIMED_OUT);
        else await client.query("rollback").catch((lost: Error) => (broken = lost));
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
      // node-postgres reads a statement's own query_timeout, which its types leave out.
      const lock: pg.QueryConfig & { query_timeout: number } = {
        text: `select pg_advisory_lock(${key})`,
        values: [name],
        query_timeout: LOCK_WAIT_MS,
      };
      const holder = await answered(() => lent(pool, (client) => client.query(lock)));
      let unlockFailed: Error | undefined;
      try {
        return await work();
      } finally {
        // An unlock that failed or timed out leaves the connection holding the lock, or stuck on
        // its statement: it is closed (which ends the lock), never lent again, and the work's own
        // error, if any, is the one told.
        await holder
          .query(`select pg_advisory_unlock(${key})`, [name])
          .catch((error: Error) => (unlockFailed = error));
        holder.release(unlockFailed);
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
