import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** The header a request id travels in: answered to the caller, sent to the api on upstream calls. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * Letters, digits and - _ . : only, at most 64: an id a caller sends can neither break a log
 * line nor smuggle text into it.
 */
export const isWellFormedRequestId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_.:-]{1,64}$/.test(value);

export const newRequestId = (): string => randomUUID();

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it starts) as part of the request `requestId`. */
export function runInRequest<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** The id of the request the current code runs for, if any (log lines and upstream calls carry it). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Adds the current request's id to the headers of a call made for it to another service (the REST
 * APIs, the identity provider), which logs the call under the same id when it is ours; a third
 * party's provider reads an opaque id, nothing of the request.
 */
export function withRequestId(headers: Record<string, string>): Record<string, string> {
  const id = currentRequestId();
  if (id !== undefined) headers[REQUEST_ID_HEADER] = id;
  return headers;
}
