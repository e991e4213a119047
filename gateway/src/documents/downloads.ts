import { refuse, refuseUnauthenticated, signedInOrRefused } from "../auth/route-refusals.ts";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { failedWith } from "@alm/logging";
import { Router } from "express";
import type { RequestAuthenticator } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { BaseApi, type TemplateKind } from "../datasources/base-api.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { STAFF_TENANT } from "../graphql/models.ts";
import { upstreamCallsOf } from "../datasources/upstream-calls.ts";

export const DOWNLOADS_PATH = "/downloads";

/** The gateway's file names of the api's template downloads (data set drawer). */
const DOWNLOADS: Record<string, { kind: TemplateKind; format: "csv" | "xlsx" }> = {
  "positions-template.csv": { kind: "template", format: "csv" },
  "positions-template.xlsx": { kind: "template", format: "xlsx" },
  "h3-overrides-sample.csv": { kind: "overrides-sample", format: "csv" },
  "h3-overrides-sample.xlsx": { kind: "overrides-sample", format: "xlsx" },
};

const PASSED_HEADERS = ["content-type", "content-disposition", "content-length", "cache-control"];

/**
 * GET /downloads/<name>: the api's upload templates for signed-in staff (session cookie or
 * Bearer token), streamed from the api with the caller's token.
 */
export function downloadRoutes(config: GatewayConfig, authenticator: RequestAuthenticator): Router {
  const router = Router();
  router.get(`${DOWNLOADS_PATH}/:name`, async (req, res) => {
    const download = Object.hasOwn(DOWNLOADS, req.params.name) ? DOWNLOADS[req.params.name] : undefined;
    if (!download) return refuse(res, 404, ERROR_TEXTS.downloadNotFound);
    const auth = await signedInOrRefused(authenticator, req, res);
    if (!auth) return;
    if (auth.tenant !== STAFF_TENANT) return refuse(res, 403, ERROR_TEXTS.downloadStaffOnly);
    const base = new BaseApi({
      baseUrl: config.BASE_API_URL,
      token: auth.accessToken,
      ...upstreamCallsOf(config),
    });
    let upstream: Response;
    try {
      upstream = await base.downloadTemplate(download.kind, download.format);
    } catch (error) {
      failedWith(res, error);
      return refuse(res, 502, ERROR_TEXTS.upstreamUnavailable("analysis API"));
    }
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel();
      if (upstream.status === 401) return refuseUnauthenticated(res, ERROR_TEXTS.sessionInvalid, true);
      if (upstream.status === 403) return refuse(res, 403, ERROR_TEXTS.downloadStaffOnly);
      return refuse(res, 502, ERROR_TEXTS.upstreamBadData("analysis API"));
    }
    res.status(200);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>)
      .on("error", () => res.destroy())
      .pipe(res);
  });
  return router;
}
