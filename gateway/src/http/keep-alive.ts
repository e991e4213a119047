import type { Server } from "node:http";
import { Agent, setGlobalDispatcher } from "undici";

/**
 * How long an idle keep-alive connection stays open. Whoever closes an idle connection races a
 * request sent on it at that moment, which the sender then sees reset; so a server must be the
 * last to give up on one. The gateway's clients (a load balancer or nginx upstream pool, 60 s) keep
 * connections idle for less. Mirrors api/src/http/keep-alive.ts (the packages share no code).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The gateway's own pool of upstream connections (fetch) gives up an idle one after this long... */
export const UPSTREAM_IDLE_MS = 10_000;
/** ...or after the server's own `Keep-Alive: timeout` less a second, but never after 30 s. */
export const UPSTREAM_IDLE_MAX_MS = 30_000;

/** Applies the keep-alive timeout; the headers timeout must outlast it (Node's own advice). */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * Every fetch of the process (REST calls to the api, the identity provider) idles connections for
 * less than the api keeps them (65 s) and less than a proxy in between does (60 s at least), so the
 * gateway never sends a request on a connection the other side is closing.
 */
export function useUpstreamPool(): void {
  setGlobalDispatcher(
    new Agent({
      keepAliveTimeout: UPSTREAM_IDLE_MS,
      keepAliveMaxTimeout: UPSTREAM_IDLE_MAX_MS,
      keepAliveTimeoutThreshold: 1_000,
    }),
  );
}
