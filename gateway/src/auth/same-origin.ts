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
 * Whether a request comes from a browser, for what a refusal tells the caller (a script is told what
 * to send). Browsers send `Sec-Fetch-Site` only to trustworthy origins (HTTPS, localhost) and Safari
 * before 16.4 not at all, so a browser's user agent counts too: every browser's begins "Mozilla/",
 * curl's, Node's and Python's do not. A script that sends a browser's is told what a person is.
 */
export const fromBrowser = (req: IncomingMessage): boolean =>
  req.headers["sec-fetch-site"] !== undefined || /^Mozilla\//.test(req.headers["user-agent"] ?? "");
