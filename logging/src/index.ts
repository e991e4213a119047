// Structured logs of the api and the gateway: one logger setup, one request log, one request id
// scheme and one list of what is never logged.
export {
  createLogger,
  LOG_LEVELS,
  REDACT_PATHS,
  type Logger,
  type LoggerOptions,
  type LogLevel,
} from "./logger.ts";
export { httpLogger, type HttpLoggerOptions } from "./http-logger.ts";
export { REDACTED, redactUrl } from "./redact-url.ts";
export {
  currentRequestId,
  isWellFormedRequestId,
  newRequestId,
  REQUEST_ID_HEADER,
  runInRequest,
} from "./request-context.ts";
