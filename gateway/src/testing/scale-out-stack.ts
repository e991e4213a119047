import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  copyOfSeededPostgres,
  freePort,
  startRoundRobinProxy,
  startShippedNginx,
  startServiceProcess,
  type RoundRobinProxy,
  type ScratchDatabase,
  type ServiceProcess,
} from "@alm/test-support";
import { BENCH_RATE_LIMITS } from "./test-stack.ts";

const mains = {
  api: fileURLToPath(new URL("../../../api/src/main.ts", import.meta.url)),
  gateway: fileURLToPath(new URL("../main.ts", import.meta.url)),
};

/** One api or gateway process of the deployment, on a port of its own that a restart keeps. */
export interface Instance {
  /** As the proxy names it in `x-served-by` (api1, gateway2). */
  name: string;
  url: string;
  /** Everything the current process printed. */
  output(): string;
  /** The current process's id (a document job's runner names it). */
  pid(): number | undefined;
  start(): Promise<void>;
  /** SIGTERM, as a deployment's rolling restart sends; resolves with the exit code. */
  terminate(): Promise<number | null>;
  /** kill -9: no shutdown at all. */
  kill(): Promise<void>;
}

export interface ScaleOutStack {
  /** The proxy's public address: what users and scripts reach. */
  url: string;
  apis: Instance[];
  gateways: Instance[];
  proxy: RoundRobinProxy;
  /** The one PostgreSQL database every instance shares. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** Resolves once the proxy routes a request to `instance` (its health check passed). */
export async function inRotation(proxy: RoundRobinProxy, instance: Instance): Promise<void> {
  const entry = instance.name.startsWith("api") ? proxy.apiUrl : proxy.url;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${entry}/healthz`);
    await res.arrayBuffer();
    if (res.headers.get("x-served-by") === instance.name) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${instance.name} never came into the proxy's rotation`);
}

/** Waits until the gateway at `url` starts a sign-in (a redirect to the issuer), 60 s at most. */
async function offersSignIn(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`${url}/auth/login`, { redirect: "manual" }).then(
      (res) => res.status,
      () => 0,
    );
    if (status >= 300 && status < 400) return;
    if (Date.now() > deadline)
      throw new Error(`${url} offered no sign-in within 60 s (last HTTP ${status}).`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function instance(name: string, main: string, port: number, env: Record<string, string>): Instance {
  const url = `http://127.0.0.1:${port}`;
  let running: ServiceProcess | undefined;
  const exit = async (signal: NodeJS.Signals) => {
    const child = running?.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill(signal);
    return exited;
  };
  return {
    name,
    url,
    output: () => running?.output() ?? "",
    pid: () => running?.process.pid,
    start: async () => {
      running = await startServiceProcess(main, url, env);
    },
    terminate: () => exit("SIGTERM"),
    kill: async () => {
      await exit("SIGKILL");
    },
  };
}

/**
 * `pairs` apis and as many gateways on one copy of the seeded, computed demo in PostgreSQL
 * (DATABASE_URL's server), behind HAProxy round robin (or the shipped nginx) on loopback ports, configured as
 * docker-compose configures its replicas: the proxy's address is the public one and the issuer,
 * the gateways reach the apis through the proxy, every instance holds the same secrets.
 */
export async function startScaleOutStack(
  serverUrl: string,
  options: {
    pairs?: number;
    gatewayEnv?: Record<string, string>;
    /**
     * HAProxy round robin, retrying what got no answer (round-robin-proxy.ts), or nginx on the
     * shipped deploy/nginx/nginx.conf (shipped-nginx.ts): what users of a deployment meet.
     */
    proxy?: "round-robin" | "shipped-nginx";
  } = {},
): Promise<ScaleOutStack> {
  const pairs = options.pairs ?? 2;
  const shippedNginx = options.proxy === "shipped-nginx";
  const database: ScratchDatabase = await copyOfSeededPostgres(serverUrl);
  const apiPorts = await Promise.all(Array.from({ length: pairs }, () => freePort()));
  const gatewayPorts = await Promise.all(Array.from({ length: pairs }, () => freePort()));
  const proxy = await (shippedNginx ? startShippedNginx : startRoundRobinProxy)({
    gateways: gatewayPorts,
    apis: apiPorts,
  });
  const dataDir = mkdtempSync(join(tmpdir(), "alm-scale-out-"));
  const shared = {
    // One hop: the proxy (sign-in throttling and rate limits count the caller's address).
    TRUST_PROXY: "1",
    GATEWAY_PUBLIC_URL: proxy.url,
    LOG_LEVEL: "warn",
    SHUTDOWN_GRACE_MS: "10000",
  };
  const secrets = {
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    SESSION_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  };
  const apis = apiPorts.map((port, i) =>
    instance(`api${i + 1}`, mains.api, port, {
      ...shared,
      API_PORT: String(port),
      API_PUBLIC_URL: proxy.url,
      DATABASE_URL: database.url,
      // Results are computed when read, never rewritten under the test in the background.
      PRECOMPUTE: "off",
    }),
  );
  const gateways = gatewayPorts.map((port, i) =>
    instance(`gateway${i + 1}`, mains.gateway, port, {
      ...shared,
      ...secrets,
      ...BENCH_RATE_LIMITS,
      GATEWAY_PORT: String(port),
      CORE_API_URL: `${proxy.apiUrl}/core`,
      BASE_API_URL: `${proxy.apiUrl}/base`,
      OIDC_ISSUER: `${proxy.url}/oidc`,
      GATEWAY_DATABASE_URL: database.url,
      DATA_DIR: join(dataDir, `gateway${i + 1}`),
      ...options.gatewayEnv,
    }),
  );
  const all = [...apis, ...gateways];
  const stop = async () => {
    await Promise.all(all.map((i) => i.terminate()));
    await proxy.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(all.map((i) => i.start()));
    // nginx has no health checks to wait for, and sends callers without a session cookie to one
    // gateway (sticky by address): each instance answered its own /healthz already.
    if (!shippedNginx) await Promise.all(all.map((i) => inRotation(proxy, i)));
    // The gateways started beside the apis: one that asked for the issuer's discovery before an
    // api listened answers sign-ins 503 until it asks again. Users arrive once it offers one.
    await Promise.all(gateways.map((g) => offersSignIn(g.url)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: proxy.url, apis, gateways, proxy, databaseUrl: database.url, close: stop };
}
