import { INTERNAL_ERROR_TEXT } from "@alm/formats";
import { bodyTooLargeText, clientErrorStatus, isBodyParseFailure, REQUEST_FAILURE_TEXTS } from "@alm/service";
import type { ErrorRequestHandler } from "express";
import { sendError, type ActionableMessage } from "./envelope.ts";
import { reasonForStatus, type FailureReason } from "./failure-reasons.ts";
import { failedWith } from "@alm/logging";

/** An error whose status, reason and text are meant for the caller. */
export class HttpError extends Error {
  readonly status: number;
  readonly reason: FailureReason;
  readonly messages: ActionableMessage[];
  /** Sent as Retry-After: when a refusal for now (429, 503) may be tried again. */
  readonly retryAfterSeconds?: number;
  constructor(
    status: number,
    reason: FailureReason,
    message: string,
    messages: ActionableMessage[] = [],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.reason = reason;
    this.messages = messages;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (reason: FailureReason, message: string, messages?: ActionableMessage[]) =>
  new HttpError(400, reason, message, messages);
export const unauthorized = (message = "Sign-in required: send a valid Bearer token.") =>
  new HttpError(401, "UNAUTHENTICATED", message);
export const forbidden = (message = "You do not have access to this resource.") =>
  new HttpError(403, "FORBIDDEN", message);
export const notFound = (message: string, messages?: ActionableMessage[]) =>
  new HttpError(404, "NOT_FOUND", message, messages);
/**
 * The one sentence for a resource that does not exist or is not the caller's to see (the same 404
 * for both, so an id reveals nothing): "No client with id '2' that you may see." An id sent in the
 * body names its `field`, as every other problem of a body does (one in the path is the call's own).
 */
export const notFoundById = (noun: string, id: unknown, field?: string) => {
  const error = `No ${noun} with id '${String(id)}' that you may see.`;
  const resolution = `Send as ${field} the id of a ${noun} of this client that you may see.`;
  return notFound(error, field ? [{ error, resolution, field }] : undefined);
};
export const conflict = (reason: FailureReason, message: string, messages?: ActionableMessage[]) =>
  new HttpError(409, reason, message, messages);
export const unprocessable = (reason: FailureReason, message: string, messages?: ActionableMessage[]) =>
  new HttpError(422, reason, message, messages);

/**
 * Last handler: known errors keep their status; errors of reading the request (body parsers,
 * bad %-encoding, multipart) become 400/413 with a fixed text; anything else is a 500.
 * Never the error's own message, stack or body: body-parser errors carry the raw body.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(error.retryAfterSeconds));
    sendError(res, error.status, error.reason, error.message, error.messages);
    return;
  }
  const status = clientErrorStatus(error);
  if (status === 413) return sendError(res, 413, "PAYLOAD_TOO_LARGE", bodyTooLargeText(error));
  if (status !== undefined) {
    return isBodyParseFailure(error)
      ? sendError(res, status, "INVALID_BODY", REQUEST_FAILURE_TEXTS.badJson)
      : sendError(res, status, reasonForStatus(status), REQUEST_FAILURE_TEXTS.unreadable);
  }
  // On the request's own line, as the gateway's (never the error's own properties: they may hold
  // the request body); the caller gets the fixed text below.
  failedWith(res, error);
  sendError(res, 500, "INTERNAL_ERROR", INTERNAL_ERROR_TEXT);
};
