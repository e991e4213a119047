import { loadApiConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { closeEnginePool } from "./runs/engine-pool.ts";
import { startApiServer } from "./server.ts";

try {
  const config = loadApiConfig();
  const db = await openDatabase(config);
  const api = await startApiServer(config, db);
  console.log(`api: listening on ${api.url} (${db.kind}); identity provider at ${config.OIDC_ISSUER}`);
  const stop = async () => {
    await api.close();
    await closeEnginePool();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
