import { memoryLogger, type LogLine } from "@alm/logging";
import { log, useLogger } from "../logging/logger.ts";

export { logLinesOf, type LogLine } from "@alm/logging";

/**
 * Sends the gateway's log lines to memory until `restore`: set it up before the gateway (or the
 * code under test) starts, as the gateway's request logger holds the logger it started with.
 */
export function captureGatewayLog(): { text(): string; lines(): LogLine[]; restore(): void } {
  const before = log;
  const { logger, text, lines } = memoryLogger({ service: "gateway" });
  useLogger(logger);
  return { text, lines, restore: () => useLogger(before) };
}
