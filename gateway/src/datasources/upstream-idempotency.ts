import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";

interface Scope {
  key: string;
  /** How many writes of each (method, path, body) this request sent so far. */
  sent: Map<string, number>;
}

const scope = new AsyncLocalStorage<Scope>();

/** Runs `work` (the rest of a keyed GraphQL request) so that its upstream writes carry keys. */
export function withUpstreamIdempotency<T>(key: string, work: () => T): T {
  return scope.run({ key, sent: new Map() }, work);
}

/** True while serving a keyed request: its upstream writes may be sent again. */
export const inKeyedRequest = (): boolean => scope.getStore() !== undefined;

/**
 * The Idempotency-Key of an upstream write made for a keyed request: a hash of the client's key,
 * the write's method, path and body, and how many identical writes came before it in this request.
 * A run of the same mutation on another instance (the first was killed) makes the same writes
 * and so sends the same keys, whatever order its resolvers send them in; the api answers those
 * the killed instance made from what it kept. Undefined outside a keyed request.
 */
export function upstreamIdempotencyKey(
  method: string,
  url: string,
  body: string | undefined,
): string | undefined {
  const current = scope.getStore();
  if (!current || method === "GET" || method === "HEAD") return undefined;
  // The path, not the origin: instances may reach the api at different addresses.
  const { pathname, search } = new URL(url);
  const call = `${method} ${pathname}${search}\n${body ?? ""}`;
  const seen = current.sent.get(call) ?? 0;
  current.sent.set(call, seen + 1);
  return createHash("sha256").update(`${current.key}\n${seen}\n${call}`).digest("base64url");
}
