import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { Router } from "express";
import { SESSION_COOKIE, clearCookie } from "../auth/cookies.ts";
import { APP_BASE_PATH } from "../auth/login-transactions.ts";
import type { RequestAuthenticator } from "../auth/request-auth.ts";

/** Pages a signed-out visitor may open (spec: print routes, the error and browser pages). */
const PRINT_PAGES = "/analysis/print";
const PUBLIC_PAGES = [PRINT_PAGES, "/analysis/error", "/analysis/browser"];

/** The page itself or below it: '/analysis/printer' is not a print page. */
const isUnder = (path: string, page: string) => path === page || path.startsWith(`${page}/`);

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
      const auth = await authenticator.authenticate(req).catch(() => undefined);
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
    if (!existsSync(indexHtml)) {
      res.status(503).type("text").send("The web app is not built yet: run `npm run build`.");
      return;
    }
    res.set("cache-control", "no-cache").sendFile(indexHtml);
  });
  return router;
}
