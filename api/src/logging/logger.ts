import { createLogger, type Logger } from "@alm/logging";

/**
 * The api's logger. Importers use the live binding `log`; main.ts (or a test) sets it up once
 * from the configuration with useLogger before the api starts.
 */
export let log: Logger = createLogger({ service: "api" });

export function useLogger(logger: Logger): void {
  log = logger;
}
