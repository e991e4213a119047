import type { IncomingMessage } from "node:http";
import type { RequestAuth } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { clientAddressOf } from "../http/client-address.ts";
import { requestCounter, type Database, type RateBudget, type RequestCounter } from "@alm/database";
import { memoryRequestCounter } from "./memory-request-counter.ts";

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
 * a lower limit (the address behind the proxies TRUST_PROXY names). HTTP requests and WebSocket
 * operations count alike, in the gateway's database, whichever instance serves them (in memory
 * on the embedded store, which only one instance opens).
 */
export class CallerRateLimits {
  private readonly perCaller;
  private readonly perAddress;
  private readonly addressOf;

  constructor(config: GatewayConfig, db: Database) {
    const window = config.RATE_LIMIT_WINDOW_SECONDS;
    // The instances of one deployment share its public URL; another on the same database (a
    // staging beside production) counts apart. The embedded store has one instance: it counts here.
    const deployment = config.GATEWAY_PUBLIC_URL;
    const counter = (name: string, points: number): RequestCounter =>
      db.kind === "pglite"
        ? memoryRequestCounter(points, window)
        : requestCounter(db, "gateway.request_counts", `${deployment} ${name}`, points, window);
    this.perCaller = counter("graphql-caller", config.RATE_LIMIT_PER_CALLER);
    this.perAddress = counter("graphql-address", config.RATE_LIMIT_ANONYMOUS_PER_ADDRESS);
    this.addressOf = clientAddressOf(config.TRUST_PROXY);
  }

  /** Counts one request (HTTP, or a WebSocket's upgrade request): the budget, and the refusal when spent. */
  async take(auth: RequestAuth, request: IncomingMessage): Promise<RateDecision> {
    const budget = await this.counterFor(auth, request);
    if (!budget.refused) return { budget };
    const retryAfterSeconds = Math.max(1, Math.ceil(budget.resetMs / 1000));
    return {
      budget,
      refused: {
        retryAfterSeconds,
        error: gatewayError("RATE_LIMITED", ERROR_TEXTS.rateLimited(retryAfterSeconds), {
          retryAfter: String(retryAfterSeconds),
        }),
      },
    };
  }

  private counterFor(auth: RequestAuth, request: IncomingMessage): Promise<RateBudget> {
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
        return this.perAddress.take(`address:${this.addressOf(request) ?? "unknown"}`);
    }
  }
}
