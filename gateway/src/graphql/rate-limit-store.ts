import type { Queryable } from "@alm/database";
import { lookupKey } from "../store/sealed-box.ts";

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
const COUNT = `
  insert into gateway.request_counts as c (key, count, resets_at)
  values ($1, 1, now() + $2::integer * interval '1 second')
  on conflict (key) do update set
    count = case when c.resets_at <= now() then 1 else c.count + 1 end,
    resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
  returning c.count, (extract(epoch from c.resets_at - now()) * 1000)::float8 as reset_ms`;

/**
 * Where the counts live: the gateway's database (gateway/src/store), which every instance on
 * GATEWAY_DATABASE_URL shares, so behind N instances a caller still gets the limit once. Fixed
 * windows of `windowSeconds` per key; keys are stored as hashes (a session id is a credential).
 */
export function requestCounter(
  db: Queryable,
  name: string,
  points: number,
  windowSeconds: number,
): RequestCounter {
  // Instances part-way through a change of the limit or window count apart, not in each other's windows.
  const prefix = `${name}:${points}/${windowSeconds}s:`;
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    // Rows of ended windows would only be restarted by their caller's next request.
    void db.query("delete from gateway.request_counts where resets_at <= now()").catch(() => undefined);
  };
  return {
    take: async (key) => {
      sweep();
      const [row] = await db.query<{ count: number; reset_ms: number }>(COUNT, [
        prefix + lookupKey(key),
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
