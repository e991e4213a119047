/**
 * Benchmark of the REST lists a staff user opens most: GET data sets and GET report
 * definitions of a client with 500 data sets and 200 report definitions, 50 concurrent
 * connections. The anchor, measured in the same run, is GET /healthz (the bare HTTP stack).
 * BENCH_SMOKE=1: 20 data sets, 10 report definitions, 2 connections, 0.3 s each.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { createLogger } from "@alm/logging";
import { loadApiConfig } from "../src/config.ts";
import { migrate } from "../src/db/migrate.ts";
import { useLogger } from "../src/logging/logger.ts";
import { seedIdentity } from "../src/seed/seed-identity.ts";
import { startApiServer } from "../src/server.ts";
import type { LoadResult, LoadSpec } from "../../scripts/bench-load.ts";
import { BENCH_LOG_LEVEL, benchReport, sized } from "../../scripts/bench-report.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { seedLargeClient } from "./large-client.ts";
import { fetchTokens, freePort } from "@alm/test-support";

const report = benchReport(import.meta.url);
const CONNECTIONS = sized(50, 2);
const SECONDS = sized(Number(process.env.BENCH_SECONDS ?? 5), 0.3);
const DATA_SETS = sized(500, 20);
const REPORT_DEFINITIONS = sized(200, 10);
const loadScript = fileURLToPath(new URL("../../scripts/bench-load.ts", import.meta.url));

const port = await freePort();
// Only the demo users: the demo data's engine runs would compete with the measurement.
const config = loadApiConfig({
  API_PORT: String(port),
  API_PUBLIC_URL: `http://localhost:${port}`,
  SEED_DEMO: "false",
  LOG_LEVEL: BENCH_LOG_LEVEL,
});
useLogger(createLogger({ service: "api", level: config.LOG_LEVEL }));
const db = await openBenchDatabase();
await migrate(db);
await db.transaction((tx) => seedIdentity(tx));
const api = await startApiServer(config, db);

const clientId = await seedLargeClient(db, {
  name: "Benchmark Federal Credit Union",
  acronym: "BENCH",
  dataSets: DATA_SETS,
  reportDefinitions: REPORT_DEFINITIONS,
});
const tokens = await fetchTokens({
  issuer: config.OIDC_ISSUER,
  clientId: config.OIDC_CLIENT_ID,
  clientSecret: config.OIDC_CLIENT_SECRET,
  redirectUri: `${config.GATEWAY_PUBLIC_URL}/auth/callback`,
  username: "staff",
  password: "staff",
});

/** The load runs in its own process so that the api's event loop here only serves. */
async function load(path: string, token = tokens.access_token): Promise<LoadResult> {
  const spec: LoadSpec = {
    url: `${api.url}${path}`,
    method: "GET",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  const { stdout } = await promisify(execFile)(process.execPath, [loadScript, JSON.stringify(spec)]);
  return JSON.parse(stdout) as LoadResult;
}

const anchor = await load("/healthz", "");
const lists = {
  [`GET data sets (${DATA_SETS})`]: `/base/analysis/dataset/client/${clientId}?api-version=1.0&daysOld=9999`,
  [`GET report definitions (${REPORT_DEFINITIONS})`]: `/base/analysis/reportdefinitions/client/${clientId}?api-version=1.0&daysOld=9999`,
};
console.log(`api bench on ${db.kind}, ${CONNECTIONS} connections, ${SECONDS} s each`);
report.figure({ name: "anchor GET /healthz throughput", value: anchor.rps, unit: "req/s" });
for (const [name, path] of Object.entries(lists)) {
  const r = await load(path);
  if (r.failures) throw new Error(`${name}: ${r.failures} requests failed`);
  report.figure({
    name: `${name} throughput`,
    value: r.rps,
    unit: "req/s",
    anchor: { name: "GET /healthz", value: anchor.rps },
  });
  report.figure({
    name: `${name} p50`,
    value: r.p50,
    unit: "ms",
    digits: 1,
    anchor: { name: "GET /healthz", value: anchor.p50 },
  });
  report.figure({
    name: `${name} p99`,
    value: r.p99,
    unit: "ms",
    digits: 1,
    anchor: { name: "GET /healthz", value: anchor.p99 },
  });
}
await api.close();
await db.close();
report.save();
process.exit(0);
