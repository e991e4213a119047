import {
  fetchTokens,
  type RunningApiProcess,
  skipsWithoutPostgres,
  startApiProcess,
} from "@alm/test-support";
import { openPostgresDatabase } from "@alm/database";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadApiConfig } from "../config.ts";

const GATEWAY = "http://localhost:4999";

// PostgreSQL ends connections on a restart, a failover or an administrator's word; an unheard
// pool error then ended the api process, and with it every request and run it was serving.
describe.skipIf(skipsWithoutPostgres())("an api whose database connections the server ends", () => {
  let api: RunningApiProcess;
  beforeAll(async () => {
    api = await startApiProcess(GATEWAY);
  }, 120_000);
  afterAll(() => api?.stop());

  const signIn = () => {
    const config = loadApiConfig({ API_PUBLIC_URL: api.url, GATEWAY_PUBLIC_URL: GATEWAY });
    return fetchTokens({
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      redirectUri: `${GATEWAY}/auth/callback`,
      username: "staff",
      password: "staff",
    });
  };
  const clients = async (token: string) =>
    fetch(`${api.url}/core/clients?api-version=1.0`, { headers: { authorization: `Bearer ${token}` } });

  it("keeps running, says so in its log, and answers from new connections", async () => {
    const { access_token } = await signIn();
    expect((await clients(access_token)).status).toBe(200);
    const admin = await openPostgresDatabase(process.env.DATABASE_URL ?? "");
    try {
      const ended = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
        [new URL(api.databaseUrl).pathname.slice(1)],
      );
      expect(ended.length).toBeGreaterThan(0);
    } finally {
      await admin.close();
    }
    await vi.waitUntil(() => api.output().includes("database connection lost"), { timeout: 10_000 });
    // As no request's: the lines carried the id of the request that had opened the connection.
    const lost = api
      .output()
      .split("\n")
      .filter((line) => line.includes("database connection lost"))
      .map((line) => JSON.parse(line) as { reqId?: string });
    expect(lost.length).toBeGreaterThan(0);
    for (const line of lost) expect(line.reqId).toBeUndefined();
    expect(api.process.exitCode).toBeNull();
    expect((await clients(access_token)).status).toBe(200);
    expect((await clients((await signIn()).access_token)).status).toBe(200);
  });
});
