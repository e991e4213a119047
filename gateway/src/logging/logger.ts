import { createLogger, type Logger } from "@alm/logging";

/**
 * The gateway's logger. Importers use the live binding `log`; main.ts (or a test) sets it up once
 * from the configuration with useLogger before the gateway starts.
 */
export let log: Logger = createLogger({ service: "gateway" });

export function useLogger(logger: Logger): void {
  log = logger;
}
