import { Writable } from "node:stream";
import { createLogger, type Logger, type LoggerOptions } from "./logger.ts";

export type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; req?: { url?: string } };

/**
 * The JSON log lines in a service's output: other lines are skipped, and so is a last line still
 * on its way from a child process (read while the service writes).
 */
export const logLinesOf = (text: string): LogLine[] =>
  text
    .split("\n")
    .filter((l) => l.startsWith("{") && l.endsWith("}"))
    .map((l) => JSON.parse(l) as LogLine);

/**
 * A logger whose lines are kept in memory: how the api's and the gateway's tests read what a
 * service logged of a request, through its own request logger.
 */
export function memoryLogger(options: Omit<LoggerOptions, "destination">): {
  logger: Logger;
  text(): string;
  lines(): LogLine[];
} {
  let text = "";
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    logger: createLogger({ ...options, destination }),
    text: () => text,
    lines: () => logLinesOf(text),
  };
}
