import { Writable } from "node:stream";
import { createLogger } from "@alm/logging";
import { log, useLogger } from "../logging/logger.ts";

export type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; req?: { url?: string } };

/** The JSON log lines in a service's output (other lines are skipped). */
export const logLinesOf = (text: string): LogLine[] =>
  text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as LogLine);

/**
 * Sends the gateway's log lines to memory until `restore`: set it up before the gateway (or the
 * code under test) starts, as the gateway's request logger holds the logger it started with.
 */
export function captureGatewayLog(): { text(): string; lines(): LogLine[]; restore(): void } {
  const before = log;
  let text = "";
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  useLogger(createLogger({ service: "gateway", destination }));
  return { text: () => text, lines: () => logLinesOf(text), restore: () => useLogger(before) };
}
