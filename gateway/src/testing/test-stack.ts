import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type CookieJar,
  provideApiDatabase,
  fetchTokens,
  freePort,
  openGatewayStore,
  startServiceProcess,
  signInAtGateway,
  type SecondFactor,
} from "@alm/test-support";
import { loadGatewayConfig, type GatewayConfig } from "../config.ts";
import { startGateway, type RunningGateway } from "../server.ts";
import { startRecordingProxy, type RecordedCall } from "./recording-proxy.ts";
import { createLogger } from "@alm/logging";
import { useLogger } from "../logging/logger.ts";

// In-process gateways log errors only (captureGatewayLog, set up later, still sees all).
useLogger(createLogger({ service: "gateway", level: "error" }));

const apiMain = fileURLToPath(new URL("../../../api/src/main.ts", import.meta.url));

export interface RunningApiProcess {
  url: string;
  process: ChildProcess;
  /** Everything the api printed so far (its JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

/** The real api as its own process (the gateway only ever reaches it over the wire). */
export async function startApiProcess(
  gatewayUrl: string,
  options: { port?: number; dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningApiProcess> {
  const { port, dataDir } = options;
  const apiPort = port ?? (await freePort());
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "alm-api-"));
  // A test that keeps the data directory starts an api on it again: its data must be there.
  const database =
    options.env?.DATABASE_URL === undefined ? await provideApiDatabase(dir, !!dataDir) : undefined;
  const url = `http://localhost:${apiPort}`;
  const service = await startServiceProcess(apiMain, url, {
    API_PORT: String(apiPort),
    API_PUBLIC_URL: url,
    GATEWAY_PUBLIC_URL: gatewayUrl,
    DATA_DIR: dir,
    DATABASE_URL: database?.url ?? "",
    // Results are computed when a test reads a report, never rewritten under it in the background.
    PRECOMPUTE: "off",
    // A line per request cost the api processes of a run a minute of CPU; a test that reads the
    // log asks for "info".
    LOG_LEVEL: "warn",
    ...options.env,
  });
  return {
    url,
    process: service.process,
    output: service.output,
    stop: async () => {
      await service.stop();
      await database?.drop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Benchmarks hammer one stack from one address on purpose: the rate limits must not count them. */
export const BENCH_RATE_LIMITS = {
  RATE_LIMIT_PER_CALLER: "100000000",
  RATE_LIMIT_ANONYMOUS_PER_ADDRESS: "100000000",
};

export interface TestStack {
  gatewayUrl: string;
  gateway: RunningGateway;
  api: RunningApiProcess;
  config: GatewayConfig;
  /** Signs the gateway's cookies and tickets (configured, so that tests can forge and check them). */
  sessionSecret: string;
  /** The gateway's calls to the base API, when the stack was started with recordBaseApi. */
  baseApiCalls: RecordedCall[];
  close(): Promise<void>;
}

/** A running api plus an in-process gateway pointed at it. */
export async function startTestStack(
  overrides: Record<string, string> = {},
  apiEnv: Record<string, string> = {},
  options: { apiDataDir?: string; recordBaseApi?: boolean } = {},
): Promise<TestStack> {
  const gatewayPort = await freePort();
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const api = await startApiProcess(gatewayUrl, { env: apiEnv, dataDir: options.apiDataDir });
  const proxy = options.recordBaseApi ? await startRecordingProxy(api.url) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "alm-gateway-"));
  const store = await openGatewayStore(dataDir);
  const sessionSecret = randomBytes(32).toString("base64url");
  const config = loadGatewayConfig({
    ...store.env,
    SESSION_SECRET: sessionSecret,
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_PUBLIC_URL: gatewayUrl,
    CORE_API_URL: `${api.url}/core`,
    BASE_API_URL: `${proxy?.url ?? api.url}/base`,
    OIDC_ISSUER: `${api.url}/oidc`,
    // A report's first read computes it (PRECOMPUTE is off), which beside three other test files on
    // two cores took over the 10 s default; the deadline's own tests set theirs.
    UPSTREAM_TIMEOUT_MS: "60000",
    ...overrides,
  });
  const gateway = await startGateway(config);
  const stack: TestStack = {
    gatewayUrl,
    gateway,
    api,
    config,
    sessionSecret,
    baseApiCalls: proxy?.calls ?? [],
    close: async () => {
      await gateway.close();
      await proxy?.close();
      await stack.api.stop();
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Signs in through the gateway's own routes, as a browser would; the jar holds the session. */
export function signInThroughGateway(
  stack: Pick<TestStack, "gatewayUrl">,
  username: string,
  password = username,
  secondFactor?: SecondFactor,
) {
  return signInAtGateway(stack.gatewayUrl, username, { password, secondFactor });
}

/**
 * Tokens for a demo user from the stack's identity provider, as the gateway's client gets them:
 * what a Bearer consumer (a script, a service) sends instead of a session cookie.
 */
export function providerTokens(stack: Pick<TestStack, "config" | "gatewayUrl">, username: string) {
  return fetchTokens({
    issuer: stack.config.OIDC_ISSUER,
    clientId: stack.config.OIDC_CLIENT_ID,
    clientSecret: stack.config.OIDC_CLIENT_SECRET,
    redirectUri: `${stack.gatewayUrl}/auth/callback`,
    username,
    password: username,
  });
}

/** POSTs a GraphQL operation with the jar's cookies (or a header set) and parses the answer. */
export async function graphqlRequest(
  stack: Pick<TestStack, "gatewayUrl">,
  query: string,
  options: { jar?: CookieJar; headers?: Record<string, string>; variables?: Record<string, unknown> } = {},
) {
  const url = `${stack.gatewayUrl}/graphql`;
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  const cookie = options.jar?.header(url);
  if (cookie) headers.cookie = cookie;
  const res = await fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
      extensions?: Record<string, unknown>;
    },
  };
}
