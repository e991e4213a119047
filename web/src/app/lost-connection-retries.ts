import { ApolloLink, type ErrorLike } from "@apollo/client";
import { ServerError } from "@apollo/client/errors";
import { RetryLink } from "@apollo/client/link/retry";
import { OperationTypeNode } from "graphql";

/** The header the gateway (and the api behind it) run a write once per value of. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/**
 * A key no other attempt of any user has: 128 random bits. `crypto.getRandomValues`, not
 * `randomUUID`, which browsers offer only on https and localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Every mutation gets a key of its own, made once per call: the retries below go through the
 * links after this one, so they send the same key, and the gateway answers a repeat of a
 * mutation that went through with its first answer instead of running it again.
 */
export const idempotencyKeys = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.MUTATION) {
    const key = newIdempotencyKey();
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
    }));
  }
  return forward(operation);
});

/** The proxy's answers when the gateway it chose died, failed or was stopping. */
const PROXY_FAILURES = new Set([502, 503, 504]);

/**
 * A request that got no answer from the gateway: the connection was refused or lost (fetch
 * rejects with a TypeError), or the proxy in front answered 502/503/504. An answer of the
 * gateway itself (GraphQL errors, a refusal) is not a lost connection, nor is a cancel.
 */
export function isLostConnection(error: ErrorLike): boolean {
  if (ServerError.is(error)) return PROXY_FAILURES.has(error.statusCode);
  return error instanceof TypeError;
}

export const RETRY_ATTEMPTS = 4;

/**
 * Queries, and mutations (each keyed above), sent again after a lost connection: up to 4
 * attempts in all, about 300, 600 and 1,200 ms apart (jittered, so that the users of a gateway
 * that died do not all come back at once). Another gateway answers, or the same one once it
 * is back; what the user sees is a slower answer, not a failure.
 */
export const lostConnectionRetries = new RetryLink({
  delay: { initial: 300, max: 3000, jitter: true },
  attempts: { max: RETRY_ATTEMPTS, retryIf: (error) => isLostConnection(error) },
});
