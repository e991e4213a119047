import { createHash } from "node:crypto";
import type { Queryable } from "./database.ts";

/** A caller's window after one request was counted (or refused). */
export interface RateBudget {
  /** Requests the window allows. */
  limit: number;
  /** Requests left in this window. */
  remaining: number;
  /** Milliseconds until the window starts again. */
  resetMs: number;
  /** The request was over the limit: it waits resetMs. */
  refused: boolean;
}

/** Counts requests per key in a fixed window. */
export interface RequestCounter {
  take(key: string): Promise<RateBudget>;
}

/** Ended windows are deleted at an instance's first count, then at most this often, off the requests' path. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * One statement, so one round trip and no race between instances: the first request of a window
 * (no row, or an ended one) starts it at 1; the others add 1 to the row, which PostgreSQL locks
 * for the update. Times are the database's: instances' clocks may differ.
 */
const count = (table: string) => `
  insert into ${table} as c (key, count, resets_at)
  values ($1, 1, now() + $2::integer * interval '1 second')
  on conflict (key) do update set
    count = case when c.resets_at <= now() then 1 else c.count + 1 end,
    resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
  returning c.count, (extract(epoch from c.resets_at - now()) * 1000)::float8 as reset_ms`;

/** Keys are kept as their SHA-256: a session id is a credential. */
const hashed = (key: string) => createHash("sha256").update(key).digest("base64url");

/**
 * Where the counts live: a table of the service's database (the gateway's `gateway.request_counts`,
 * the api's `request_counts`; unlogged: disposable counts, no WAL flush per request), which every
 * instance on that database shares, so behind N instances a caller still gets the limit once.
 * Fixed windows of `windowSeconds` per key.
 */
export function requestCounter(
  db: Queryable,
  table: "gateway.request_counts" | "request_counts",
  name: string,
  points: number,
  windowSeconds: number,
): RequestCounter {
  const COUNT = count(table);
  // Instances part-way through a change of the limit or window count apart, not in each other's windows.
  const prefix = `${name}:${points}/${windowSeconds}s:`;
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    // Rows of ended windows would only be restarted by their caller's next request.
    void db.query(`delete from ${table} where resets_at <= now()`).catch(() => undefined);
  };
  return {
    take: async (key) => {
      sweep();
      const [row] = await db.query<{ count: number; reset_ms: number }>(COUNT, [
        prefix + hashed(key),
        windowSeconds,
      ]);
      if (!row) throw new Error("The request count was not stored.");
      return {
        limit: points,
        remaining: Math.max(0, points - row.count),
        resetMs: Math.max(0, Math.round(row.reset_ms)),
        refused: row.count > points,
      };
    },
  };
}
