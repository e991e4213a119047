/**
 * Benchmark of the REST lists a staff user opens most: GET data sets and GET report
 * definitions of a client with 500 data sets and 200 report definitions, 50 concurrent
 * connections. The anchor, measured in the same run, is GET /healthz (the bare HTTP stack).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { loadApiConfig } from "../src/config.ts";
import { migrate } from "../src/db/migrate.ts";
import { openPgliteDatabase, openPostgresDatabase } from "@alm/database";
import { seedIdentity } from "../src/seed/seed-identity.ts";
import { startApiServer } from "../src/server.ts";
import { seedLargeClient } from "./large-client.ts";
import { fetchTokens, freePort } from "@alm/test-support";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const loadScript = fileURLToPath(new URL("./load.ts", import.meta.url));

const port = await freePort();
// Only the demo users: the demo data's engine runs would compete with the measurement.
const config = loadApiConfig({
  API_PORT: String(port),
  API_PUBLIC_URL: `http://localhost:${port}`,
  SEED_DEMO: "false",
});
const db = process.env.DATABASE_URL
  ? await openPostgresDatabase(process.env.DATABASE_URL)
  : await openPgliteDatabase();
await migrate(db);
const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
  "select count(*)::int as count from users",
);
if (count === 0) await db.transaction((tx) => seedIdentity(tx));
const api = await startApiServer(config, db);

const clientId = await seedLargeClient(db, {
  name: "Benchmark Federal Credit Union",
  acronym: `B${Date.now() % 100000}`,
  dataSets: 500,
  reportDefinitions: 200,
});
const tokens = await fetchTokens({
  issuer: config.OIDC_ISSUER,
  clientId: config.OIDC_CLIENT_ID,
  clientSecret: config.OIDC_CLIENT_SECRET,
  redirectUri: `${config.GATEWAY_PUBLIC_URL}/auth/callback`,
  username: "staff",
  password: "staff",
});

interface Load {
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p99: number;
}

/** The load runs in its own process so that the api's event loop here only serves. */
async function load(path: string, token = tokens.access_token): Promise<Load> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    loadScript,
    `${api.url}${path}`,
    token,
    String(CONNECTIONS),
    String(SECONDS),
  ]);
  return JSON.parse(stdout) as Load;
}

const anchor = await load("/healthz", "");
const results = {
  "GET data sets (500)": await load(`/base/analysis/dataset/client/${clientId}?api-version=1.0&daysOld=9999`),
  "GET report definitions (200)": await load(
    `/base/analysis/reportdefinitions/client/${clientId}?api-version=1.0&daysOld=9999`,
  ),
};
const f = (n: number, d = 1) => n.toFixed(d);
console.log(`api bench on ${db.kind}, ${CONNECTIONS} connections, ${SECONDS} s each`);
console.log(
  `anchor GET /healthz: ${f(anchor.rps, 0)} req/s, p50 ${f(anchor.p50)} ms, p99 ${f(anchor.p99)} ms`,
);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name}: ${f(r.rps, 0)} req/s, p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms, failures ${r.failures}, ` +
      `throughput ratio to anchor ${f(r.rps / anchor.rps, 3)}`,
  );
}
await api.close();
await db.close();
process.exit(0);
