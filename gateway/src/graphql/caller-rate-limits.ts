import type { RequestAuth } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { requestCounter, type RateBudget } from "./rate-limit-store.ts";

/** A refused request: how long to wait, and the GraphQL error that says so. */
export interface RateLimited {
  retryAfterSeconds: number;
  error: ReturnType<typeof gatewayError>;
}

/** The caller's budget after this request, and the refusal when it was over it. */
export interface RateDecision {
  budget: RateBudget;
  refused?: RateLimited;
}

/** The budget as response headers (IETF RateLimit fields, draft 7: limit, remaining, reset in seconds). */
export const rateLimitHeaders = (budget: RateBudget): Record<string, string> => ({
  "ratelimit-limit": String(budget.limit),
  "ratelimit-remaining": String(budget.remaining),
  "ratelimit-reset": String(Math.max(0, Math.ceil(budget.resetMs / 1000))),
});

/**
 * GraphQL requests per caller: a signed-in caller (session, Bearer subject, print link) counts on
 * its own, whatever address it comes from; callers who are not signed in count per address, with
 * a lower limit. HTTP requests and WebSocket operations count alike.
 */
export class CallerRateLimits {
  private readonly perCaller;
  private readonly perAddress;

  constructor(config: GatewayConfig) {
    const window = config.RATE_LIMIT_WINDOW_SECONDS;
    this.perCaller = requestCounter("graphql-caller", config.RATE_LIMIT_PER_CALLER, window);
    this.perAddress = requestCounter("graphql-address", config.RATE_LIMIT_ANONYMOUS_PER_ADDRESS, window);
  }

  /** Counts one request: the caller's budget, and the refusal when it is spent. */
  async take(auth: RequestAuth, address: string | undefined): Promise<RateDecision> {
    const budget = await this.counterFor(auth, address);
    if (!budget.refused) return { budget };
    const retryAfterSeconds = Math.max(1, Math.ceil(budget.resetMs / 1000));
    return {
      budget,
      refused: {
        retryAfterSeconds,
        error: gatewayError("RATE_LIMITED", ERROR_TEXTS.rateLimited(retryAfterSeconds)),
      },
    };
  }

  private counterFor(auth: RequestAuth, address: string | undefined): Promise<RateBudget> {
    switch (auth.kind) {
      case "session":
        return this.perCaller.take(`session:${auth.session.id}`);
      case "bearer":
        return this.perCaller.take(`bearer:${auth.sub}`);
      case "print":
        return this.perCaller.take(
          `print:${auth.sub}:${auth.scope.clientId}:${auth.scope.reportDefinitionId}`,
        );
      default:
        return this.perAddress.take(`address:${address ?? "unknown"}`);
    }
  }
}
