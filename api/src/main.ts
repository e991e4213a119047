import { createLogger } from "@alm/logging";
import { runService } from "@alm/service";
import { FORCED_EXIT_MARGIN_MS, loadApiConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { log, useLogger } from "./logging/logger.ts";
import { startApiServer } from "./server.ts";
import { startEngineWorkerServer } from "./worker-server.ts";

await runService("api", FORCED_EXIT_MARGIN_MS, async () => {
  const config = loadApiConfig();
  useLogger(createLogger({ service: "api", level: config.LOG_LEVEL }));
  const db = await openDatabase(config);
  const api =
    config.API_ROLE === "worker"
      ? await startEngineWorkerServer(config, db)
      : await startApiServer(config, db);
  log.info(
    config.API_ROLE === "worker"
      ? `api: engine worker; health at ${api.url}/healthz`
      : `api: listening on ${api.url} (${db.kind}, role ${config.API_ROLE}); identity provider at ${config.OIDC_ISSUER}`,
  );
  return {
    log,
    unreadyMs: config.SHUTDOWN_UNREADY_MS,
    graceMs: config.SHUTDOWN_GRACE_MS,
    close: async () => {
      await api.close(); // its engine and upload checking processes too
      await db.close();
    },
  };
});
