import { pino, type DestinationStream, type Level, type Logger } from "pino";
import { redactUrlsIn } from "./redact-url.ts";
import { currentRequestId } from "./request-context.ts";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = Level | "silent";

/**
 * Never logged: credentials in headers, cookies, and fields that hold passwords or tokens
 * wherever a log call passes them. Request bodies are never logged at all (see http-logger.ts).
 */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  "password",
  "*.password",
  "access_token",
  "*.access_token",
  "refresh_token",
  "*.refresh_token",
  "accessToken",
  "*.accessToken",
  "refreshToken",
  "*.refreshToken",
  "client_secret",
  "*.client_secret",
];

export interface LoggerOptions {
  /** Names the service in every line, as pino's `name` (api, gateway, start). */
  service: string;
  level?: LogLevel;
  /** Where lines go (tests capture them); default stdout, readable when it is a terminal. */
  destination?: DestinationStream;
}

/**
 * pino's error serializer, the message and stack (its causes' included) with the credentials of
 * any URL they quote redacted: a PDF that failed logged Playwright's error, whose text names the
 * print page it went to with its ticket (an operator's review).
 */
function redactedError(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  if (typeof serialized.message === "string") serialized.message = redactUrlsIn(serialized.message);
  if (typeof serialized.stack === "string") serialized.stack = redactUrlsIn(serialized.stack);
  return serialized;
}

/** pino-pretty is a development tool: a production install may not have it. */
function prettyInstalled(): boolean {
  try {
    import.meta.resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/** Readable lines for a person at a terminal outside production; JSON lines otherwise. */
const wantsPretty = () => process.stdout.isTTY && process.env.NODE_ENV !== "production" && prettyInstalled();

/** Whether a (child) logger's own bindings name a request id (pino keeps them as a JSON fragment). */
const boundToRequest = (logger: Logger): boolean =>
  String((logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym] ?? "").includes(
    '"reqId":',
  );

/** A service's logger: JSON lines with the service, the level and the current request id. */
export function createLogger(options: LoggerOptions): Logger {
  const settings = {
    level: options.level ?? "info",
    name: options.service,
    redact: { paths: REDACT_PATHS, censor: "[Redacted]" },
    serializers: { err: redactedError },
    // Every line written while serving a request names it, without passing the id around; a
    // child logger bound to the request (pino-http's) names it already, and a second "reqId" key
    // in one line is JSON that some log pipelines refuse.
    mixin: (_merge: object, _level: number, logger: Logger) => {
      const reqId = currentRequestId();
      return reqId === undefined || boundToRequest(logger) ? {} : { reqId };
    },
  };
  if (options.destination) return pino(settings, options.destination);
  if (wantsPretty()) {
    return pino({
      ...settings,
      transport: {
        target: "pino-pretty",
        options: { ignore: "pid,hostname", translateTime: "SYS:HH:MM:ss" },
      },
    });
  }
  return pino(settings);
}
