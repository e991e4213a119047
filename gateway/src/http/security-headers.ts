import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { GatewayConfig } from "../config.ts";

/** The nonce of this answer's CSP: the web app's index.html carries it on its scripts and styles. */
export const cspNonceOf = (res: ServerResponse): string =>
  (res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce;

/**
 * Browser hardening on every answer: the app, its print pages (rendered top-level, also by
 * the PDF renderer), /graphql, downloads and sign-in. Scripts and style elements run only from
 * this origin or with the per-request nonce (emotion gives MUI's runtime <style> tags the
 * nonce; style *properties* set by React go through the CSSOM, which CSP does not restrict).
 */
export function securityHeaders(
  config: Pick<GatewayConfig, "GATEWAY_PUBLIC_URL" | "OIDC_ISSUER">,
): RequestHandler[] {
  const publicUrl = new URL(config.GATEWAY_PUBLIC_URL);
  const https = publicUrl.protocol === "https:";
  const socketOrigin = `${https ? "wss" : "ws"}://${publicUrl.host}`;
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonceOf(res)}'`;
  const setNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce],
        styleSrc: ["'self'", nonce],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", socketOrigin],
        // Sign-in and sign-out end on the identity provider's pages.
        formAction: ["'self'", new URL(config.OIDC_ISSUER).origin],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    // Print pages tighten this to no-referrer themselves (web-app.ts): their links carry a ticket.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  return [setNonce, headers];
}

declare module "express-serve-static-core" {
  interface Locals {
    /** This answer's CSP nonce (security-headers.ts). */
    cspNonce?: string;
  }
}
