import type { RequestHandler } from "express";
import { HttpError } from "./http-error.ts";
import type { RouteDef } from "./route-table.ts";

/** A body is sent: a length above zero, or one sent in chunks. */
const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;

/**
 * A body of a type the call does not read is refused (415), where it was left unread: a JSON
 * body sent as text/plain saved a client's settings as the defaults and answered 200, the body's
 * figures dropped without a word. A call reads JSON; an upload reads multipart/form-data too.
 */
export function requireBodyType(route: Pick<RouteDef, "method" | "upload">): RequestHandler {
  const types = route.upload ? ["application/json", "multipart/form-data"] : ["application/json"];
  const reads = route.upload ? "JSON, or multipart/form-data with its files" : "JSON";
  return (req, _res, next) => {
    if (route.method === "get" || !hasBody(req.headers) || req.is(types)) {
      next();
      return;
    }
    const sent = req.headers["content-type"] ? `as ${req.headers["content-type"]}` : "without a Content-Type";
    const error = `The body was sent ${sent}: this call reads ${reads}.`;
    next(
      new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", error, [
        {
          error,
          resolution: `Send the body with the header Content-Type: ${route.upload ? "application/json, or multipart/form-data for files" : "application/json"}.`,
          field: "Content-Type",
        },
      ]),
    );
  };
}
