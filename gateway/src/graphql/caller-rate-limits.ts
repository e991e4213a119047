import type { RequestAuth } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { requestCounter } from "./rate-limit-store.ts";

/** A refused request: how long to wait, and the GraphQL error that says so. */
export interface RateLimited {
  retryAfterSeconds: number;
  error: ReturnType<typeof gatewayError>;
}

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

  /** Counts one request; undefined when it may go ahead. */
  async take(auth: RequestAuth, address: string | undefined): Promise<RateLimited | undefined> {
    const wait = await this.counterFor(auth, address);
    if (wait === undefined) return undefined;
    const retryAfterSeconds = Math.max(1, Math.ceil(wait / 1000));
    return {
      retryAfterSeconds,
      error: gatewayError("RATE_LIMITED", ERROR_TEXTS.rateLimited(retryAfterSeconds)),
    };
  }

  private counterFor(auth: RequestAuth, address: string | undefined): Promise<number | undefined> {
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
