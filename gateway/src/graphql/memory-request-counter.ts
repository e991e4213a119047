import type { RateBudget, RequestCounter } from "@alm/database";

/** Ended windows are dropped at most this often, when a count comes in. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The same fixed windows as the store's counter (@alm/database request-counts.ts), counted here:
 * for the embedded store, which one instance only can open, so there is no other instance to
 * share the count with. Counting there cost every GraphQL request a statement on the database's
 * thread (a message each way and a WebAssembly upsert): about a millisecond, on the request's path.
 */
export function memoryRequestCounter(points: number, windowSeconds: number): RequestCounter {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  let lastSweep = Date.now();
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
  };
  return {
    take: (key) => {
      const now = Date.now();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.resetsAt <= now) {
        window = { count: 0, resetsAt: now + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count++;
      const budget: RateBudget = {
        limit: points,
        remaining: Math.max(0, points - window.count),
        resetMs: window.resetsAt - now,
        refused: window.count > points,
      };
      return Promise.resolve(budget);
    },
  };
}
