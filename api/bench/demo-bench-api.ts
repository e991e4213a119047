import { createLogger } from "@alm/logging";
import { fetchTokens, freePort } from "@alm/test-support";
import { loadApiConfig } from "../src/config.ts";
import { migrate } from "../src/db/migrate.ts";
import { useLogger } from "../src/logging/logger.ts";
import { startApiServer } from "../src/server.ts";
import { BENCH_LOG_LEVEL } from "../../scripts/bench-report.ts";
import { openBenchDatabase } from "./bench-database.ts";

/**
 * An api of a bench's own over the demo seed (clients, charts, data sets ready to run) on a
 * database of its own, with nothing running in the background: the engine benches measure what
 * they start themselves. ENGINE_WORKERS sets the engine pool's size.
 */
export async function startDemoBenchApi() {
  const port = await freePort();
  const config = loadApiConfig({
    API_PORT: String(port),
    API_PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: "true",
    PRECOMPUTE: "off",
    ENGINE_WORKERS: process.env.ENGINE_WORKERS ?? "",
    LOG_LEVEL: BENCH_LOG_LEVEL,
  });
  useLogger(createLogger({ service: "api", level: config.LOG_LEVEL }));
  const db = await openBenchDatabase();
  await migrate(db);
  const api = await startApiServer(config, db);
  /** A demo user's access token (the demo users' passwords are their names). */
  const tokenOf = async (username: string) =>
    (
      await fetchTokens({
        issuer: config.OIDC_ISSUER,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: config.OIDC_CLIENT_SECRET,
        redirectUri: `${config.GATEWAY_PUBLIC_URL}/auth/callback`,
        username,
        password: username,
      })
    ).access_token;
  return { config, db, api, tokenOf };
}
