import { withReason } from "../errors/error-codes.ts";
import { failedWith } from "@alm/logging";
import { bodyTooLargeText, clientErrorStatus, isBodyParseFailure } from "@alm/service";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { GRAPHQL_PATH } from "./paths.ts";

function textFor(status: number, error: unknown): string {
  if (status === 413) return bodyTooLargeText(error);
  if (isBodyParseFailure(error)) return ERROR_TEXTS.requestNotJson;
  if (status >= 500) return ERROR_TEXTS.internal;
  return ERROR_TEXTS.requestUnreadable;
}

/** GraphQL's shape for /graphql, its subpaths and a badly %-encoded /graphql%zz alike. */
const isGraphql = (path: string) => path.startsWith(GRAPHQL_PATH);

function answer(res: Parameters<ErrorRequestHandler>[2], path: string, status: number, message: string) {
  res.status(status).set("cache-control", "no-store");
  if (isGraphql(path)) {
    const code = status === 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
    res.json({ errors: [withReason({ message, extensions: { code } })] });
  } else res.json({ error: message });
}

/**
 * The gateway's last handlers: whatever a router did not answer or threw (bad JSON, oversized
 * or badly %-encoded requests, rejected promises) gets a fixed text in the route's shape:
 * GraphQL errors on /graphql, { error } elsewhere. Never Express's HTML page with its stack,
 * never the error's message (body-parser errors carry the raw body), whatever NODE_ENV is.
 */
export function finalHandlers(): [RequestHandler, ErrorRequestHandler] {
  const notFound: RequestHandler = (req, res) => answer(res, req.path, 404, ERROR_TEXTS.pathNotFound);
  const failed: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = clientErrorStatus(error) ?? 500;
    // On the request's own line, which says what failed (never the error's own properties: they
    // may hold the request body); the caller gets the fixed text below.
    if (status === 500) failedWith(res, error);
    answer(res, req.path, status, textFor(status, error));
  };
  return [notFound, failed];
}
