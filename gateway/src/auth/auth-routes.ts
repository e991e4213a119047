import { Router, type Response } from "express";
import * as client from "openid-client";
import type { GatewayConfig } from "../config.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { cspNonceOf } from "../http/security-headers.ts";
import { LOGIN_COOKIE, SESSION_COOKIE, clearCookie, readCookie, setCookie } from "./cookies.ts";
import { APP_BASE_PATH, safeReturnTo, type LoginTransactions } from "./login-transactions.ts";
import { tokensFrom, type OidcClient } from "./oidc-client.ts";
import { holdsPerpetualLogin } from "./perpetual-login.ts";
import { fromOwnPages } from "./same-origin.ts";
import { lacksRequiredSecondFactor } from "./second-factor-policy.ts";
import type { SessionStore } from "./session-store.ts";
import { sign, unsign } from "./signed-value.ts";
import { failedWith } from "@alm/logging";
import { log } from "../logging/logger.ts";

export const SCOPES = "openid profile email offline_access api";

interface AuthRouteDeps {
  config: GatewayConfig;
  /** Signs the sign-in state and session cookies. */
  sessionSecret: string;
  oidc: OidcClient;
  sessions: SessionStore;
  logins: LoginTransactions;
}

/** A small page of the gateway's own (sign-in problems, the sign-out question), styled under the CSP. */
function smallPage(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .set("cache-control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ALM Analysis | ${title}</title>` +
        `<style nonce="${cspNonceOf(res)}">body{font-family:Roboto,Arial,sans-serif;margin:48px}</style></head>` +
        `<body>${body}<p><a href="${APP_BASE_PATH}">Back to ALM Analysis</a></p></body></html>`,
    );
}

function problemPage(res: Response, status: number, text: string) {
  smallPage(res, status, "Sign-in problem", `<h1>Sign-in problem</h1><p>${text}</p>`);
}

/** The backend-for-frontend half of OpenID Connect: the browser never sees a token. */
export function authRoutes({ config, sessionSecret, oidc, sessions, logins }: AuthRouteDeps): Router {
  const router = Router();
  const secure = config.GATEWAY_PUBLIC_URL.startsWith("https:");
  const redirectUri = `${config.GATEWAY_PUBLIC_URL}/auth/callback`;

  router.get("/auth/login", async (req, res) => {
    let configuration: client.Configuration;
    try {
      configuration = await oidc.configuration();
    } catch (error) {
      failedWith(res, error);
      problemPage(res, 503, ERROR_TEXTS.upstreamUnavailable("sign-in"));
      return;
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const tx = await logins.begin(safeReturnTo(req.query.returnTo), codeVerifier);
    setCookie(res, LOGIN_COOKIE, sign(tx.state, sessionSecret), secure, 10 * 60_000);
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPES,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state: tx.state,
      nonce: tx.nonce,
      // Consent is implied for this first-party client; asking for it keeps offline_access.
      prompt: "consent",
    });
    res.redirect(url.href);
  });

  router.get("/auth/callback", async (req, res) => {
    const cookie = readCookie(req, LOGIN_COOKIE);
    const state = cookie ? unsign(cookie, sessionSecret) : undefined;
    const tx = state ? await logins.take(state) : undefined;
    clearCookie(res, LOGIN_COOKIE, secure);
    if (!tx) {
      problemPage(res, 400, ERROR_TEXTS.signInFailed);
      return;
    }
    try {
      const response = await client.authorizationCodeGrant(
        await oidc.configuration(),
        new URL(req.originalUrl, config.GATEWAY_PUBLIC_URL),
        { pkceCodeVerifier: tx.codeVerifier, expectedState: tx.state, expectedNonce: tx.nonce },
      );
      const claims = response.claims();
      const tenant = typeof claims?.tenant === "string" ? claims.tenant : "";
      if (!claims?.sub || !tenant) throw new Error("The ID token names no subject or tenant.");
      if (lacksRequiredSecondFactor(claims)) {
        problemPage(res, 401, ERROR_TEXTS.secondFactorRequired);
        return;
      }
      const tokens = tokensFrom(response);
      const perpetual = await holdsPerpetualLogin(config, { sub: claims.sub, tenant, ...tokens });
      const session = await sessions.create(claims.sub, tenant, tokens, perpetual);
      setCookie(
        res,
        SESSION_COOKIE,
        sign(session.id, sessionSecret),
        secure,
        config.SESSION_TTL_MINUTES * 60_000,
      );
      res.redirect(tx.returnTo);
    } catch (error) {
      log.warn(`sign-in callback refused: ${error instanceof Error ? error.message : String(error)}`);
      problemPage(res, 400, ERROR_TEXTS.signInFailed);
    }
  });

  // Signing out changes state: a POST from the gateway's own pages. A GET (a link, an <img> on
  // another site) only asks, so nobody is signed out by a page they merely visit.
  router.get("/auth/logout", (_req, res) => {
    // What a GET shows: a button that signs out with a POST.
    smallPage(
      res,
      200,
      "Sign out",
      `<h1>Sign out of ALM Analysis?</h1><form method="post" action="/auth/logout"><button type="submit">Sign Out</button></form>`,
    );
  });

  router.post("/auth/logout", async (req, res) => {
    if (!fromOwnPages(req, config.GATEWAY_PUBLIC_URL)) {
      problemPage(res, 403, ERROR_TEXTS.signOutForeignOrigin);
      return;
    }
    const cookie = readCookie(req, SESSION_COOKIE);
    const id = cookie ? unsign(cookie, sessionSecret) : undefined;
    const session = id ? await sessions.get(id) : undefined;
    if (id) await sessions.destroy(id);
    clearCookie(res, SESSION_COOKIE, secure);
    // The refresh token dies with the session: a copy of it taken earlier is worth nothing.
    if (session?.tokens.refreshToken) await oidc.revoke(session.tokens.refreshToken);
    const idToken = session?.tokens.idToken;
    if (!idToken) {
      res.redirect(303, APP_BASE_PATH);
      return;
    }
    try {
      const url = client.buildEndSessionUrl(await oidc.configuration(), {
        id_token_hint: idToken,
        post_logout_redirect_uri: `${config.GATEWAY_PUBLIC_URL}${APP_BASE_PATH}`,
      });
      res.redirect(303, url.href);
    } catch {
      res.redirect(303, APP_BASE_PATH);
    }
  });

  return router;
}
