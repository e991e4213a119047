import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { failedWith } from "@alm/logging";
import express, { Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { SESSION_COOKIE, clearCookie } from "../auth/cookies.ts";
import { APP_BASE_PATH } from "../auth/login-transactions.ts";
import type { RequestAuthenticator } from "../auth/request-auth.ts";
import { cspNonceOf } from "../http/security-headers.ts";

/** Pages a signed-out visitor may open (spec: print routes, the error and browser pages). */
const PRINT_PAGES = "/analysis/print";
const PUBLIC_PAGES = [PRINT_PAGES, "/analysis/error", "/analysis/browser"];

/** The page itself or below it: '/analysis/printer' is not a print page. */
const isUnder = (path: string, page: string) => path === page || path.startsWith(`${page}/`);

/** The build's placeholder nonce: Vite (html.cspNonce) writes it on every tag and in this meta tag. */
const NONCE_META = /<meta property="csp-nonce" nonce="([^"]+)"/;

/** index.html with this answer's CSP nonce in place of the build's placeholder, or undefined if not built. */
async function indexWithNonce(indexHtml: string, nonce: string): Promise<string | undefined> {
  const html = await readFile(indexHtml, "utf8").catch(() => undefined);
  const placeholder = html?.match(NONCE_META)?.[1];
  return placeholder ? html?.replaceAll(placeholder, nonce) : html;
}

/**
 * The built web app under /analysis/: files as they are, and index.html for every other
 * page (history routing), after sending signed-out visitors to sign in.
 */
export function webAppRoutes(
  webDist: string,
  authenticator: RequestAuthenticator,
  secureCookies: boolean,
): Router {
  const router = Router();
  const indexHtml = join(webDist, "index.html");
  // Source maps are built for error reports ('hidden'), never published.
  router.get(/\.map$/i, (_req, res) => {
    res.status(404).type("text").send("Not found");
  });
  // Vite names every built asset by its content hash: a name never changes meaning, so browsers
  // keep them a year without asking again. Other files (favicon, build info) may change.
  // The build writes each asset compressed beside it (.br, .gz): sent as they are, brotli first.
  router.use(
    `${APP_BASE_PATH}assets`,
    expressStaticGzip(join(webDist, "assets"), {
      enableBrotli: true,
      orderPreference: ["br"],
      index: false,
      serveStatic: { index: false, fallthrough: true, maxAge: "1y", immutable: true },
    }),
  );
  router.use(
    APP_BASE_PATH,
    express.static(webDist, { index: false, fallthrough: true, maxAge: "1h", immutable: false }),
  );
  router.get(/^\/analysis(\/.*)?$/, async (req, res) => {
    if (/\.[a-z0-9]+$/i.test(req.path)) {
      res.status(404).type("text").send("Not found");
      return;
    }
    if (!PUBLIC_PAGES.some((page) => isUnder(req.path, page))) {
      const auth = await authenticator.authenticate(req).catch((error: unknown) => {
        failedWith(res, error);
        return undefined;
      });
      if (!auth) {
        res.status(503).type("text").send("Sign-in is not available right now. Try again in a moment.");
        return;
      }
      if (auth.kind !== "session" && auth.kind !== "bearer") {
        if (auth.kind === "invalid") clearCookie(res, SESSION_COOKIE, secureCookies);
        res.redirect(`/auth/login?returnTo=${encodeURIComponent(req.originalUrl)}`);
        return;
      }
    }
    // Print links carry their ticket in the query: no Referer may take it anywhere else.
    if (isUnder(req.path, PRINT_PAGES)) res.set("referrer-policy", "no-referrer");
    const html = await indexWithNonce(indexHtml, cspNonceOf(res));
    if (html === undefined) {
      res.status(503).type("text").send("The web app is not built yet: run `npm run build`.");
      return;
    }
    // Each answer has its own nonce: a cached copy would carry a stale one.
    res.set("cache-control", "no-store").type("html").send(html);
  });
  return router;
}
