import { createLogger } from "@alm/logging";
import { loadApiConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { log, useLogger } from "./logging/logger.ts";
import { startApiServer } from "./server.ts";
import { startEngineWorkerServer } from "./worker-server.ts";

/** What closing may take beyond the requests' grace: the run in hand, the engine processes, the database. */
const FORCED_EXIT_MARGIN_MS = 10_000;

try {
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
  const stop = async (signal: string) => {
    log.info(`api: ${signal}: finishing requests under way (at most ${config.SHUTDOWN_GRACE_MS} ms)`);
    // A close that hangs (a run that will not stop, say) must not keep the process alive.
    setTimeout(() => {
      log.error("api: did not stop within the grace period; exiting");
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + FORCED_EXIT_MARGIN_MS).unref();
    await api.close(); // its engine and upload checking processes too
    await db.close();
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
