import type { IncomingMessage } from "node:http";

/**
 * Whether a state-changing request comes from the gateway's own pages. Browsers send `Origin` on
 * every POST and `Sec-Fetch-Site` on every request, so a page of another site is recognised by
 * either; a request with neither is not a browser's (a script with the cookie already holds it).
 */
export function fromOwnPages(req: IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== new URL(publicUrl).origin) return false;
  const site = req.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

/**
 * Whether a request comes from a browser: every browser request carries `Sec-Fetch-Site`, which
 * scripts (curl, fetch in Node) do not send; what a refusal tells the caller depends on it.
 */
export const fromBrowser = (req: IncomingMessage): boolean => req.headers["sec-fetch-site"] !== undefined;
