import { createLogger } from "@alm/logging";
import { runService } from "@alm/service";
import { FORCED_EXIT_MARGIN_MS, loadGatewayConfig } from "./config.ts";
import { configWarnings } from "./config-warnings.ts";
import { log, useLogger } from "./logging/logger.ts";
import { startGateway } from "./server.ts";

await runService("gateway", FORCED_EXIT_MARGIN_MS, async () => {
  const config = loadGatewayConfig();
  useLogger(createLogger({ service: "gateway", level: config.LOG_LEVEL }));
  for (const warning of configWarnings(config)) log.warn(warning);
  const gateway = await startGateway(config);
  log.info(`gateway: listening on ${gateway.url} (app at ${config.GATEWAY_PUBLIC_URL}/analysis/)`);
  return {
    log,
    unreadyMs: config.SHUTDOWN_UNREADY_MS,
    graceMs: config.SHUTDOWN_GRACE_MS,
    close: () => gateway.close(),
  };
});
