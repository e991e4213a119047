/**
 * A request the service could not read, as the api's and the gateway's last error handlers tell
 * it: the status an http-errors style error declares and the fixed texts in its place (never the
 * error's own message: body-parser errors carry the raw body). A 413 says its sizes
 * (body-limit.ts); a failure of the service's own says @alm/formats' INTERNAL_ERROR_TEXT, which
 * the web app says too.
 */
export const REQUEST_FAILURE_TEXTS = {
  badJson: "The request body is not valid JSON.",
  unreadable: "The request could not be read: check its address, body and content type.",
} as const;

/** The 4xx status an http-errors style error (body-parser, router, raw-body, serve-static) declares. */
export function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const status = "status" in error ? error.status : "statusCode" in error ? error.statusCode : undefined;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/** A JSON body parser's error for a body that is not JSON. */
export const isBodyParseFailure = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "type" in error && error.type === "entity.parse.failed";
