import { createHash } from "node:crypto";
import { Router } from "express";
import { publishedSdl } from "@alm/schema";
import type { RequestAuthenticator } from "../auth/request-auth.ts";
import { signedInOrRefused } from "../auth/route-refusals.ts";

export const SCHEMA_SDL_PATH = "/graphql/schema.graphql";

/**
 * GET /graphql/schema.graphql: the schema's SDL for code generators and API readers, the text of
 * docs/schema.graphql. Signed-in callers only, as introspection is.
 */
export function schemaRoute(authenticator: RequestAuthenticator): Router {
  const sdl = publishedSdl();
  const etag = `"${createHash("sha256").update(sdl).digest("base64url")}"`;
  const router = Router();
  router.get(SCHEMA_SDL_PATH, async (req, res) => {
    if (!(await signedInOrRefused(authenticator, req, res))) return;
    res.set({ "cache-control": "private, no-cache", etag, vary: "cookie, authorization" });
    if (req.get("if-none-match") === etag) return void res.status(304).end();
    res.type("text/plain; charset=utf-8").send(sdl);
  });
  return router;
}
