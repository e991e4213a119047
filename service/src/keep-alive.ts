import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open. Whoever closes an idle connection races a
 * request sent on it at that moment, which the sender then sees reset; so the server must be the
 * last to give up on one. Its pools keep connections idle for less: a load balancer or nginx
 * upstream pool (AWS ALB and nginx 60 s), HAProxy's, and the gateway's fetch (30 s at most,
 * gateway/src/http/upstream-pool.ts). Node's default, 5 s, was shorter than all of those but fetch's.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeout; the headers timeout must outlast it (Node's own advice). */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
