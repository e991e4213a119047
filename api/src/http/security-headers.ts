import helmet from "helmet";
import type { RequestHandler } from "express";

/**
 * Browser hardening on every answer of the api, the identity provider's pages included:
 * the sign-in page with its password field must never be framed by another site, and its
 * inline style and script run only because their hashes are listed (no 'unsafe-inline').
 * The provider's forms end in redirects to the gateway, so form-action allows its origin.
 * The identity provider hands in its pages' hashes: the http layer knows no feature's pages.
 */
export function securityHeaders(
  config: { API_PUBLIC_URL: string; GATEWAY_PUBLIC_URL: string },
  hashes: { scripts: string[]; styles: string[] },
): RequestHandler {
  const https = config.API_PUBLIC_URL.startsWith("https:");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: hashes.scripts,
        styleSrc: hashes.styles,
        imgSrc: ["'self'", "data:"],
        formAction: ["'self'", new URL(config.GATEWAY_PUBLIC_URL).origin],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Telling browsers to insist on https only makes sense where the api is served over https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
