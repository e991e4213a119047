import { createLogger } from "@alm/logging";
import { loadApiConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { closeEnginePool } from "./runs/engine-pool.ts";
import { log, useLogger } from "./logging/logger.ts";
import { startApiServer } from "./server.ts";

try {
  const config = loadApiConfig();
  useLogger(createLogger({ service: "api", level: config.LOG_LEVEL }));
  const db = await openDatabase(config);
  const api = await startApiServer(config, db);
  log.info(`api: listening on ${api.url} (${db.kind}); identity provider at ${config.OIDC_ISSUER}`);
  const stop = async () => {
    await api.close();
    await closeEnginePool();
    await db.close();
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
