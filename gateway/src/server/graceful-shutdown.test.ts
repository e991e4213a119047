import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  freePort,
  openGatewayStore,
  startServiceProcess,
  type GatewayStore,
  type ServiceProcess,
} from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFaultyUpstream, type FaultyUpstream } from "../testing/faulty-upstream.ts";
import {
  graphqlRequest,
  signInThroughGateway,
  startApiProcess,
  type RunningApiProcess,
} from "../testing/test-stack.ts";
import { wsClient } from "../testing/ws-client.ts";

const gatewayMain = fileURLToPath(new URL("../main.ts", import.meta.url));
const SLOW_MS = 1_500;

async function until(done: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("The call never reached the upstream.");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a gateway process: a start that cannot go on, and SIGTERM", () => {
  let api: RunningApiProcess;
  let upstream: FaultyUpstream;
  let gateway: ServiceProcess;
  let gatewayUrl: string;
  let store: GatewayStore | undefined;
  let env: Record<string, string>;
  const dataDir = mkdtempSync(join(tmpdir(), "alm-gateway-"));

  beforeAll(async () => {
    const port = await freePort();
    gatewayUrl = `http://localhost:${port}`;
    api = await startApiProcess(gatewayUrl);
    upstream = await startFaultyUpstream(api.url);
    store = await openGatewayStore(dataDir);
    env = {
      GATEWAY_PORT: String(port),
      GATEWAY_PUBLIC_URL: gatewayUrl,
      CORE_API_URL: `${api.url}/core`,
      // The analysis API answers slowly: a request for curves is under way when the signal comes.
      BASE_API_URL: `${upstream.url}/base`,
      OIDC_ISSUER: `${api.url}/oidc`,
      ...store.env,
      SHUTDOWN_GRACE_MS: "10000",
      LOG_LEVEL: "warn",
    };
    gateway = await startServiceProcess(gatewayMain, gatewayUrl, env);
  }, 180_000);
  afterAll(async () => {
    await gateway?.stop();
    await upstream?.close();
    await api?.stop();
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A second gateway process on this one's settings and `more`: its exit code and output. */
  async function failedStart(more: Record<string, string> = {}) {
    const second = spawn(process.execPath, [gatewayMain], {
      env: { ...process.env, ...env, ...more },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout.on("data", (d: Buffer) => (output += d.toString()));
    second.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const [code] = (await once(second, "exit")) as [number | null];
    expect(code, output).toBe(1);
    return output;
  }

  it("started again on its port, says which setting to change and exits 1, with no stack trace", async () => {
    const output = await failedStart();
    expect(output).toContain(
      `Port ${env.GATEWAY_PORT} (GATEWAY_PORT) is in use by another process: stop that process (the stack started twice?), or set GATEWAY_PORT to a free port.`,
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect((await fetch(`${gatewayUrl}/healthz`)).status).toBe(200);
  }, 60_000);

  it("with CHROMIUM_PATH naming no Chromium, does not start and says so", async () => {
    const output = await failedStart({
      CHROMIUM_PATH: "/nowhere/chromium",
      GATEWAY_PORT: String(await freePort()),
    });
    expect(output).toContain("CHROMIUM_PATH is set to /nowhere/chromium, but there is no Chromium there.");
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);

  it("finishes the request under way, closes sockets with 1000 (reconnect at once), then exits 0", async () => {
    const stack = { gatewayUrl };
    const { jar } = await signInThroughGateway(stack, "staff");
    const socket = wsClient(gatewayUrl, { cookie: jar.header(`${gatewayUrl}/graphql`) ?? "" });
    const closeCodes: number[] = [];
    socket.on("closed", (event) => closeCodes.push((event as { code: number }).code));
    const subscribed = new Promise<void>((resolve) => socket.on("connected", () => resolve()));
    socket.subscribe(
      { query: "subscription { buildChanged { __typename } }" },
      {
        next: () => {},
        error: () => {},
        complete: () => {},
      },
    );
    await subscribed;

    await upstream.set({ kind: "slow", ms: SLOW_MS });
    const started = performance.now();
    const answer = graphqlRequest(stack, "{ curves { id } }", { jar });
    await until(() => upstream.calls.includes("/base/analysis/yieldcurves"));
    const exited = new Promise<number | null>((resolve) => gateway.process.once("exit", resolve));
    gateway.process.kill("SIGTERM");

    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    expect((body.data?.curves as unknown[]).length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 50);
    expect(await exited).toBe(0);
    // Every line it wrote stopping is a log record (Apollo's own signal handler printed plain text).
    for (const line of gateway.output().split("\n").filter(Boolean))
      expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    expect(closeCodes[0]).toBe(1000);
    // Nothing listens any more: a load balancer sends new requests elsewhere.
    await expect(fetch(`${gatewayUrl}/healthz`)).rejects.toThrow();
    await socket.dispose();
  });
});
