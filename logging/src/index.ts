// Structured logs of the api and the gateway: one logger setup, one request log, one request id
// scheme and one list of what is never logged; the process's Prometheus metrics and its health and
// readiness answers, the same in both services.
export {
  createLogger,
  LOG_LEVELS,
  REDACT_PATHS,
  type Logger,
  type LoggerOptions,
  type LogLevel,
} from "./logger.ts";
export { failedWith, httpLogger, type HttpLoggerOptions } from "./http-logger.ts";
export { REDACTED, redactUrl } from "./redact-url.ts";
export {
  currentRequestId,
  isWellFormedRequestId,
  newRequestId,
  REQUEST_ID_HEADER,
  runInRequest,
  withRequestId,
} from "./request-context.ts";
export {
  Counter,
  DURATION_BUCKETS,
  Gauge,
  Histogram,
  httpMetrics,
  metrics,
  metricsHandler,
  NO_ROUTE,
  sampledGauge,
} from "./metrics.ts";
export { jobQueueMetrics, type QueueReading } from "./job-queue-metrics.ts";
export { healthHandler, Readiness, readinessHandler, type ReadinessCheck } from "./readiness.ts";
export { logLinesOf, memoryLogger, type LogLine } from "./memory-log.ts";
