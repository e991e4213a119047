import type { Server } from "node:http";

/** How often connections that fell idle during the drain are closed (a keep-alive would hold them). */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections and lets the requests under way finish; after `graceMs` whatever is
 * left is cut. Resolves once the server has closed.
 */
export function drainServer(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
