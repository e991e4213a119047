import type { ErrorRequestHandler } from "express";
import { sendError, type ActionableMessage } from "./envelope.ts";

/** An error whose status and text are meant for the caller. */
export class HttpError extends Error {
  readonly status: number;
  readonly messages: ActionableMessage[];
  constructor(status: number, message: string, messages: ActionableMessage[] = []) {
    super(message);
    this.status = status;
    this.messages = messages;
  }
}

export const badRequest = (message: string, messages?: ActionableMessage[]) =>
  new HttpError(400, message, messages);
export const unauthorized = (message = "Sign-in required: send a valid Bearer token.") =>
  new HttpError(401, message);
export const forbidden = (message = "You do not have access to this resource.") =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, messages?: ActionableMessage[]) =>
  new HttpError(409, message, messages);
export const unprocessable = (message: string, messages?: ActionableMessage[]) =>
  new HttpError(422, message, messages);

/** Last handler: known errors keep their status; anything else is a 500 without internals. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    sendError(res, error.status, error.message, error.messages);
    return;
  }
  if (isBodyParseError(error)) {
    sendError(res, 400, "The request body is not valid JSON.");
    return;
  }
  console.error(error);
  sendError(res, 500, "An internal error occurred. Please contact support.");
};

function isBodyParseError(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "type" in error && error.type === "entity.parse.failed"
  );
}
