import type { Response } from "express";

/** What the user can do about an error: shown one at a time by the web app. */
export interface ActionableMessage {
  error: string;
  resolution: string;
}

export interface Envelope<T> {
  message: string;
  didError: boolean;
  errorMessage: string | null;
  errorMessages: string[];
  data: { model: T } | null;
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
  message: string,
  messages: ActionableMessage[] = [],
): void {
  const body: Envelope<null> = {
    message,
    didError: true,
    errorMessage: message,
    errorMessages: messages.length ? messages.map((m) => m.error) : [message],
    data: null,
    ...(messages.length ? { additionalInformation: { messages } } : {}),
  };
  res.status(status).json(body);
}
