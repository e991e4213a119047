import { createLogger } from "@alm/logging";
import { loadGatewayConfig } from "./config.ts";
import { configWarnings } from "./config-warnings.ts";
import { log, useLogger } from "./logging/logger.ts";
import { startGateway } from "./server.ts";

try {
  const config = loadGatewayConfig();
  useLogger(createLogger({ service: "gateway", level: config.LOG_LEVEL }));
  for (const warning of configWarnings(config)) log.warn(warning);
  const gateway = await startGateway(config);
  log.info(`gateway: listening on ${gateway.url} (app at ${config.GATEWAY_PUBLIC_URL}/analysis/)`);
  const stop = async () => {
    await gateway.close();
    process.exit(0);
  };
  // A failed close ends the process too (as an unhandled rejection): nothing is left to do.
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
} catch (error) {
  // Plain text on stderr: a bad configuration (LOG_LEVEL included) fails before logging is set up.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
