import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Router, type Response as ExpressResponse } from "express";
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

function refuse(res: ExpressResponse, status: number, message: string) {
  res.status(status).set("cache-control", "no-store").json({ error: message });
}

/**
 * GET /downloads/<name>: the api's upload templates for signed-in staff (session cookie or
 * Bearer token), streamed from the api with the caller's token.
 */
export function downloadRoutes(config: GatewayConfig, authenticator: RequestAuthenticator): Router {
  const router = Router();
  router.get(`${DOWNLOADS_PATH}/:name`, async (req, res) => {
    const download = Object.hasOwn(DOWNLOADS, req.params.name) ? DOWNLOADS[req.params.name] : undefined;
    if (!download) return refuse(res, 404, ERROR_TEXTS.downloadNotFound);
    const auth = await authenticator.authenticate(req).catch(() => null);
    if (!auth) return refuse(res, 503, ERROR_TEXTS.upstreamUnavailable("sign-in"));
    if (auth.kind === "anonymous") return refuse(res, 401, ERROR_TEXTS.signInRequired);
    if (auth.kind === "invalid") return refuse(res, 401, ERROR_TEXTS.sessionInvalid);
    // A print ticket is for its print page's reads only, never for the staff's downloads.
    if (auth.kind === "print") return refuse(res, 401, ERROR_TEXTS.signInRequired);
    if (auth.tenant !== STAFF_TENANT) return refuse(res, 403, ERROR_TEXTS.downloadStaffOnly);
    const base = new BaseApi({
      baseUrl: config.BASE_API_URL,
      token: auth.accessToken,
      ...upstreamCallsOf(config),
    });
    let upstream: Response;
    try {
      upstream = await base.downloadTemplate(download.kind, download.format);
    } catch {
      return refuse(res, 502, ERROR_TEXTS.upstreamUnavailable("analysis API"));
    }
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel();
      if (upstream.status === 401) return refuse(res, 401, ERROR_TEXTS.sessionInvalid);
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
