import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

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

/**
 * Where the counts live. In this instance's memory for now: each gateway instance counts on its
 * own, so behind N instances a caller gets up to N times the limit. Moving the counts to
 * PostgreSQL (rate-limiter-flexible's RateLimiterPostgres) changes this function only.
 */
export function requestCounter(name: string, points: number, windowSeconds: number): RequestCounter {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
  const budget = (res: RateLimiterRes, refused: boolean): RateBudget => ({
    limit: points,
    remaining: Math.max(0, res.remainingPoints),
    resetMs: res.msBeforeNext,
    refused,
  });
  return {
    take: async (key) => {
      try {
        return budget(await limiter.consume(key), false);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return budget(refusal, true);
        throw refusal;
      }
    },
  };
}
