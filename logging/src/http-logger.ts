import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "./logger.ts";
import { redactUrl, redactUrlsIn } from "./redact-url.ts";
import { isWellFormedRequestId, newRequestId, REQUEST_ID_HEADER, runInRequest } from "./request-context.ts";

export interface HttpLoggerOptions {
  /**
   * Take a well-formed `x-request-id` the caller sent instead of making one: for services whose
   * callers are our own (the api behind the gateway). An edge facing browsers makes its own.
   */
  acceptIncomingId: boolean;
  /** Paths answered without a log line (health checks and scrapes, polled every few seconds). */
  quietPaths?: readonly string[];
}

type Next = (error?: unknown) => void;

/** Responses to quiet paths: they get no request line, so a failure there is logged on its own. */
const quietResponses = new WeakSet<ServerResponse>();

/**
 * 503 is a service saying on purpose that it cannot answer now (draining before a restart, its
 * upstream or identity provider away): a warning, where another 5xx or a thrown error is an error.
 */
function levelOf(status: number, error: Error | undefined): "error" | "warn" | "info" {
  if (status === 503) return "warn";
  if (error || status >= 500) return "error";
  return status >= 400 ? "warn" : "info";
}

/**
 * One line per request (method, URL with credentials redacted, status, time; never headers or
 * bodies), a request id answered in `x-request-id`, and the rest of the request run with that id
 * as the current one, so every log line and upstream call made for it carries it.
 */
export function httpLogger(logger: Logger, options: HttpLoggerOptions) {
  const quiet = new Set(options.quietPaths ?? ["/healthz", "/readyz", "/metrics"]);
  const isQuiet = (req: IncomingMessage) => quiet.has((req.url ?? "").split("?")[0] ?? "");
  const log = pinoHttp({
    logger,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return options.acceptIncomingId && isWellFormedRequestId(incoming) ? incoming : newRequestId();
    },
    // The mixin adds reqId to every line; pino-http's own copy would repeat it as req.id.
    quietReqLogger: true,
    autoLogging: { ignore: isQuiet },
    customLogLevel: (_req, res, error) => levelOf(res.statusCode, error),
    // For a 5xx answered without an error, pino-http makes one ('failed with status code 503')
    // whose stack points into pino-http: the line keeps the status and leaves that out.
    customErrorObject: (_req, res, error, line: Record<string, unknown>) =>
      error.message === `failed with status code ${res.statusCode}` ? { ...line, err: undefined } : line,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    log(req, res);
    if (isQuiet(req)) quietResponses.add(res);
    const id = String(req.id);
    res.setHeader(REQUEST_ID_HEADER, id);
    runInRequest(id, next);
  };
}

/**
 * What a failed request's line says of its error: its type, message, code and stack (with its
 * causes'), never its other properties, which may hold what was sent (body-parser's `body`) or
 * stored (a database error's `detail`).
 */
function loggable(error: unknown, seen = new WeakSet<Error>()): Error {
  if (!(error instanceof Error))
    return new Error(`${typeof error === "object" ? "An" : "A"} ${typeof error} was thrown.`);
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & { code?: unknown };
  Object.defineProperty(copy, "message", { value: redactUrlsIn(error.message) });
  Object.defineProperty(copy, "stack", { value: error.stack && redactUrlsIn(error.stack) });
  // A chain of causes that comes back on itself is cut where it does, as pino's serializer does.
  seen.add(error);
  const { cause } = error;
  if (cause !== undefined && !(cause instanceof Error && seen.has(cause)))
    Object.defineProperty(copy, "cause", { value: loggable(cause, seen) });
  const { code } = error as { code?: unknown };
  if (typeof code === "string" || typeof code === "number") copy.code = code;
  return copy;
}

/**
 * Names the error a request failed with on the request's own log line (pino-http's `res.err`):
 * a 5xx line ("request errored") said only its status, so an operator could not tell a database
 * outage from a bug. What the caller is told stays the handler's to choose.
 */
export function failedWith(res: ServerResponse, error: unknown): void {
  const err = loggable(error);
  // A health check's or a scrape's failure is what an operator looks for in an outage.
  if (quietResponses.has(res))
    (res as ServerResponse & { log?: Logger }).log?.error({ err }, "request errored");
  else (res as ServerResponse & { err?: Error }).err = err;
}
