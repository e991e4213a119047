import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openPostgresDatabase, type Database } from "@alm/database";
import {
  fetchTokens,
  freePort,
  openGatewayStore,
  type ServiceProcess,
  skipsWithoutPostgres,
  startServiceProcess,
} from "@alm/test-support";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../config.ts";
import {
  documentClient,
  jobOf,
  JOB,
  WORKBOOK,
  type Body,
  type Job,
} from "../../testing/document-test-client.ts";
import { startFaultyUpstream, type FaultyUpstream } from "../../testing/faulty-upstream.ts";
import { startApiProcess, type RunningApiProcess } from "../../testing/test-stack.ts";
import { wsClient } from "../../testing/ws-client.ts";

/**
 * Issue #16: document jobs outlive the gateway that runs them. Real gateway processes on one
 * PostgreSQL (DATABASE_URL) behind one public URL, as behind a load balancer: a job is downloaded
 * and watched through an instance other than the one running it, a `kill -9` of the running one
 * has the other finish the job, and SIGTERM hands it over at once. The base API is reached through
 * a proxy that slows every call, so that a workbook is still running when the test strikes.
 */

const gatewayMain = fileURLToPath(new URL("../../main.ts", import.meta.url));
interface Pair {
  /** The address every instance answers for (behind a load balancer): the pages' origin. */
  publicUrl: string;
  api: RunningApiProcess;
  upstream: FaultyUpstream;
  gateways: ServiceProcess[];
  /** The gateways' store, to watch their jobs' rows. */
  storeUrl: string;
  start(index: number): Promise<ServiceProcess>;
  token(username: string): Promise<string>;
  close(): Promise<void>;
}

interface Upstream {
  ports: number[];
  publicUrl: string;
  api: RunningApiProcess;
  upstream: FaultyUpstream;
  tokens: Map<string, Promise<string>>;
}

/**
 * One api behind its slowing proxy for the whole file, started once: the gateways and their stores
 * are what each case starts afresh. Every pair answers on the same public address, so that the
 * api's sign-in client (which names it) serves them all.
 */
let upstreamOnce: Promise<Upstream> | undefined;
function sharedUpstream(): Promise<Upstream> {
  upstreamOnce ??= (async () => {
    const ports = [await freePort(), await freePort()];
    const publicUrl = `http://localhost:${ports[0]}`;
    const api = await startApiProcess(publicUrl);
    const upstream = await startFaultyUpstream(api.url);
    return { ports, publicUrl, api, upstream, tokens: new Map() };
  })();
  return upstreamOnce;
}
afterAll(async () => {
  if (!upstreamOnce) return;
  const { api, upstream } = await upstreamOnce;
  await upstream.close();
  await api.stop();
}, 60_000);

async function startPair(count: number): Promise<Pair> {
  const { ports, publicUrl, api, upstream, tokens } = await sharedUpstream();
  const dataDir = mkdtempSync(join(tmpdir(), "alm-durable-jobs-"));
  const store = await openGatewayStore(dataDir);
  const env = {
    ...store.env,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    GATEWAY_PUBLIC_URL: publicUrl,
    CORE_API_URL: `${api.url}/core`,
    BASE_API_URL: `${upstream.url}/base`,
    OIDC_ISSUER: `${api.url}/oidc`,
    UPSTREAM_TIMEOUT_MS: "60000",
    DOCUMENT_QUEUE_CHECK_SECONDS: "1",
    SHUTDOWN_GRACE_MS: "5000",
    LOG_LEVEL: "warn",
  };
  const config = loadGatewayConfig(env);
  const gateways: ServiceProcess[] = [];
  const start = async (index: number) => {
    const port = ports[index] as number;
    gateways[index] = await startServiceProcess(gatewayMain, `http://localhost:${port}`, {
      ...env,
      GATEWAY_PORT: String(port),
    });
    return gateways[index];
  };
  for (let i = 0; i < count; i++) await start(i);
  return {
    publicUrl,
    storeUrl: store.env.GATEWAY_DATABASE_URL as string,
    api,
    upstream,
    gateways,
    start,
    token: (username) => {
      if (!tokens.has(username))
        tokens.set(
          username,
          fetchTokens({
            issuer: config.OIDC_ISSUER,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
            redirectUri: `${publicUrl}/auth/callback`,
            username,
            password: username,
          }).then((t) => t.access_token),
        );
      return tokens.get(username) as Promise<string>;
    },
    close: async () => {
      for (const g of gateways)
        if (g.process.exitCode === null && g.process.signalCode === null) await g.stop();
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function gql(
  gateway: ServiceProcess,
  token: string,
  query: string,
  variables: Record<string, unknown>,
) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Body;
}

const exited = (gateway: ServiceProcess) =>
  new Promise<number | null>((resolve) => {
    if (gateway.process.exitCode !== null) resolve(gateway.process.exitCode);
    else gateway.process.once("exit", (code) => resolve(code));
  });

describe.skipIf(skipsWithoutPostgres())("document jobs across gateway processes on one PostgreSQL", () => {
  let pair: Pair;
  let db: Database;
  let token: string;
  let variables: Record<string, unknown>;

  beforeAll(async () => {
    pair = await startPair(2);
    db = await openPostgresDatabase(pair.storeUrl);
    token = await pair.token("staff");
    const c = await documentClient({ gatewayUrl: pair.gateways[0]?.url as string, token: pair.token });
    variables = c.rfcu();
  }, 240_000);
  // Every call to the base API (each sheet's report among them) takes a quarter of a second longer
  // until the test strikes; then the job's rest goes at full speed.
  beforeEach(async () => {
    await pair.upstream.set({ kind: "slow", ms: 250 });
  });
  const fullSpeed = () => pair.upstream.set({ kind: "forward" });
  afterAll(async () => {
    await db?.close();
    await pair?.close();
  });

  /** The job's runner's process among the gateways, once it runs; and the other one. */
  async function running(id: string) {
    let runner: ServiceProcess | undefined;
    await expect
      .poll(
        async () => {
          const [row] = await db.query<{ runner: string | null; status: string }>(
            "select runner, status from gateway.document_jobs where id = $1",
            [id],
          );
          const pid = Number(row?.runner?.split(":")[1]);
          runner = row?.status === "RUNNING" ? pair.gateways.find((g) => g.process.pid === pid) : undefined;
          return runner !== undefined;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
    const other = pair.gateways.find((g) => g !== runner) as ServiceProcess;
    return { runner: runner as ServiceProcess, other };
  }
  const finishedOn = async (gateway: ServiceProcess, id: string) => {
    let job: Job | undefined;
    await expect
      .poll(async () => (job = jobOf(await gql(gateway, token, JOB, { id }))).status, {
        timeout: 90_000,
        interval: 100,
      })
      .toMatch(/DONE|FAILED/);
    return job as Job;
  };
  const download = (gateway: ServiceProcess, path: string) =>
    fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const runnerPid = async (id: string) =>
    Number(
      (
        await db.query<{ runner: string }>("select runner from gateway.document_jobs where id = $1", [id])
      )[0]?.runner.split(":")[1],
    );

  it("a subscriber on the other gateway sees the job's progress, and downloads its file there", async () => {
    const job = jobOf(await gql(pair.gateways[0] as ServiceProcess, token, WORKBOOK, variables));
    const { other } = await running(job.id);
    const seen: string[] = [];
    const socket = wsClient(other.url, { authorization: `Bearer ${token}`, origin: pair.publicUrl });
    await new Promise<void>((resolve, reject) =>
      socket.subscribe(
        {
          query: `subscription($id: ID!) { documentJobProgress(id: $id) { status done total } }`,
          variables: { id: job.id },
        },
        {
          next: (value) => {
            const s = (value.data as { documentJobProgress: { status: string; done: number; total: number } })
              .documentJobProgress;
            seen.push(`${s.status} ${s.done}/${s.total}`);
          },
          error: reject,
          complete: resolve,
        },
      ),
    );
    await socket.dispose();
    expect(seen[0]).toMatch(/^RUNNING/);
    expect(seen.filter((s) => s.startsWith("RUNNING")).length).toBeGreaterThan(1);
    expect(seen.at(-1)).toMatch(/^DONE (\d+)\/\1$/);
    const done = await finishedOn(other, job.id);
    const res = await download(other, done.downloadUrl as string);
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  }, 180_000);

  it("another user, another tenant and nobody signed in see no trace of a job on either gateway", async () => {
    await fullSpeed();
    const job = jobOf(await gql(pair.gateways[0] as ServiceProcess, token, WORKBOOK, variables));
    for (const gateway of pair.gateways) {
      for (const username of ["analyst", "client"]) {
        const answer = await gql(gateway, await pair.token(username), JOB, { id: job.id });
        expect(answer.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      }
      const signedOut = await fetch(`${gateway.url}/documents/${job.id}`);
      expect(signedOut.status).toBe(401);
    }
    await finishedOn(pair.gateways[1] as ServiceProcess, job.id);
  }, 180_000);

  it("kill -9 of the gateway running a job: the other gateway finishes it", async () => {
    const job = jobOf(await gql(pair.gateways[0] as ServiceProcess, token, WORKBOOK, variables));
    const { runner, other } = await running(job.id);
    const index = pair.gateways.indexOf(runner);
    const killedAt = Date.now();
    runner.process.kill("SIGKILL");
    await exited(runner);
    await fullSpeed();
    const done = await finishedOn(other, job.id);
    expect(done.status, JSON.stringify(done.errorMessages)).toBe("DONE");
    expect(await runnerPid(job.id)).toBe(other.process.pid);
    // Taken over after a missed heartbeat (10 s), not after the job's timeout (10 min).
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    const res = await download(other, done.downloadUrl as string);
    expect(res.status).toBe(200);
    await pair.start(index);
  }, 240_000);

  it("SIGTERM: the gateway hands its running job back at once and exits within its grace", async () => {
    const job = jobOf(await gql(pair.gateways[1] as ServiceProcess, token, WORKBOOK, variables));
    const { runner, other } = await running(job.id);
    const stoppedAt = Date.now();
    runner.process.kill("SIGTERM");
    expect(await exited(runner)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000 + 5_000);
    await fullSpeed();
    // Handed back, so taken again well before a missed heartbeat (10 s) would have freed it.
    await expect.poll(() => runnerPid(job.id), { timeout: 8_000, interval: 50 }).toBe(other.process.pid);
    const done = await finishedOn(other, job.id);
    expect(done.status, JSON.stringify(done.errorMessages)).toBe("DONE");
    // The last case of the pair: the stopped gateway is not started again.
  }, 240_000);
});

describe("a document job outlives a kill -9 of the only gateway (embedded store by default)", () => {
  let pair: Pair;
  let token: string;
  let variables: Record<string, unknown>;

  beforeAll(async () => {
    pair = await startPair(1);
    token = await pair.token("staff");
    const c = await documentClient({ gatewayUrl: pair.gateways[0]?.url as string, token: pair.token });
    variables = c.rfcu();
    await pair.upstream.set({ kind: "slow", ms: 250 });
  }, 240_000);
  afterAll(() => pair?.close());

  it("is finished by the restarted gateway", async () => {
    const gateway = pair.gateways[0] as ServiceProcess;
    const job = jobOf(await gql(gateway, token, WORKBOOK, variables));
    await expect
      .poll(async () => jobOf(await gql(gateway, token, JOB, { id: job.id })).status, { timeout: 30_000 })
      .toBe("RUNNING");
    gateway.process.kill("SIGKILL");
    await exited(gateway);
    await pair.upstream.set({ kind: "forward" });
    const restarted = await pair.start(0);
    let status = "";
    await expect
      .poll(async () => (status = jobOf(await gql(restarted, token, JOB, { id: job.id })).status), {
        timeout: 90_000,
        interval: 200,
      })
      .toMatch(/DONE|FAILED/);
    expect(status).toBe("DONE");
  }, 240_000);
});
