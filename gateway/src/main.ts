import { createLogger } from "@alm/logging";
import { loadGatewayConfig } from "./config.ts";
import { configWarnings } from "./config-warnings.ts";
import { log, useLogger } from "./logging/logger.ts";
import { startGateway } from "./server.ts";

/** What closing may take beyond the requests' grace: the renderer, the hub connection, the stores. */
const FORCED_EXIT_MARGIN_MS = 5_000;

try {
  const config = loadGatewayConfig();
  useLogger(createLogger({ service: "gateway", level: config.LOG_LEVEL }));
  for (const warning of configWarnings(config)) log.warn(warning);
  const gateway = await startGateway(config);
  log.info(`gateway: listening on ${gateway.url} (app at ${config.GATEWAY_PUBLIC_URL}/analysis/)`);
  const stop = async (signal: string) => {
    log.info(`gateway: ${signal}: finishing requests under way (at most ${config.SHUTDOWN_GRACE_MS} ms)`);
    // A close that hangs (a hub connection to a hung api, say) must not keep the process alive.
    setTimeout(() => {
      log.error("gateway: did not stop within the grace period; exiting");
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + FORCED_EXIT_MARGIN_MS).unref();
    await gateway.close();
    process.exit(0);
  };
  // A failed close ends the process too (as an unhandled rejection): nothing is left to do.
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
} catch (error) {
  // Plain text on stderr: a bad configuration (LOG_LEVEL included) fails before logging is set up.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
