import type { Response } from "express";
import { WWW_AUTHENTICATE, bearerChallenge, bearerTokenOf } from "@alm/service";
import type { FailureReason } from "./failure-reasons.ts";

/** What the user can do about an error: shown one at a time by the web app. */
export interface ActionableMessage {
  error: string;
  resolution: string;
  /** The input the message is about, as a path: `name`, `recipients[2]`, `coa.children[0].key`, `file`. */
  field?: string;
}

export interface Envelope<T> {
  message: string;
  didError: boolean;
  errorMessage: string | null;
  errorMessages: string[];
  data: { model: T } | null;
  /** Errors only: the stable machine-readable reason (failure-reasons.ts); callers switch on it, not on text. */
  reason?: FailureReason;
  additionalInformation?: { messages: ActionableMessage[] };
}

export function sendModel<T>(res: Response, model: T, status = 200): void {
  const body: Envelope<T> = {
    message: "OK",
    didError: false,
    errorMessage: null,
    errorMessages: [],
    data: { model },
  };
  res.status(status).json(body);
}

export function sendError(
  res: Response,
  status: number,
  reason: FailureReason,
  message: string,
  messages: ActionableMessage[] = [],
): void {
  const body: Envelope<null> = {
    message,
    didError: true,
    errorMessage: message,
    errorMessages: messages.length ? messages.map((m) => m.error) : [message],
    data: null,
    reason,
    ...(messages.length ? { additionalInformation: { messages } } : {}),
  };
  // A 401 names the scheme to use, and says when the token sent was the problem.
  if (status === 401) {
    res.setHeader(WWW_AUTHENTICATE, bearerChallenge(!!bearerTokenOf(res.req?.headers.authorization)));
  }
  res.status(status).json(body);
}
