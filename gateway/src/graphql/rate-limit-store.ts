import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** Counts requests per key in a fixed window; says how long to wait once the window is full. */
export interface RequestCounter {
  /** undefined when the request may go ahead, else the milliseconds until it may. */
  take(key: string): Promise<number | undefined>;
}

/**
 * Where the counts live. In this instance's memory for now: each gateway instance counts on its
 * own, so behind N instances a caller gets up to N times the limit. Moving the counts to
 * PostgreSQL (rate-limiter-flexible's RateLimiterPostgres) changes this function only.
 */
export function requestCounter(name: string, points: number, windowSeconds: number): RequestCounter {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
  return {
    take: async (key) => {
      try {
        await limiter.consume(key);
        return undefined;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
        throw refusal;
      }
    },
  };
}
