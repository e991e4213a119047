import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  claimWorkerApi,
  startApiProcess,
  type RunningApiProcess,
  type CookieJar,
  fetchTokens,
  freePort,
  openGatewayStore,
  signInAtGateway,
  type SecondFactor,
} from "@alm/test-support";
import { loadGatewayConfig, type GatewayConfig } from "../config.ts";
import { startGateway, type RunningGateway } from "../server.ts";
import { startRecordingProxy, type RecordedCall, type RecordingProxy } from "./recording-proxy.ts";
import { createLogger } from "@alm/logging";
import { useLogger } from "../logging/logger.ts";

// In-process gateways log errors only (captureGatewayLog, set up later, still sees all).
useLogger(createLogger({ service: "gateway", level: "error" }));

export { startApiProcess, type RunningApiProcess };

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
  /** With recordBaseApi: sets how long the api's answer to each base API call waits on its way back (recording-proxy.ts). */
  setBaseApiLatency(latency: RecordingProxy["latency"]): void;
  close(): Promise<void>;
}

/** An api process of its own (its environment, data directory) plus an in-process gateway. */
export async function startTestStack(
  overrides: Record<string, string> = {},
  apiEnv: Record<string, string> = {},
  options: { apiDataDir?: string; recordBaseApi?: boolean } = {},
): Promise<TestStack> {
  const gatewayPort = await freePort();
  const api = await startApiProcess(`http://localhost:${gatewayPort}`, {
    env: apiEnv,
    dataDir: options.apiDataDir,
  });
  // A test may have replaced its api (a restart): the stack stops the one it has then.
  return startGatewayOn(api, gatewayPort, overrides, options, (stack) => stack.api.stop());
}

/**
 * A gateway of its own on the test worker's api (worker-api.ts): for files that leave the api's
 * configuration alone and never stop it. Each test makes the data it changes (a data set, a curve,
 * a token) under names of its own, and asserts on that data, not on counts of a client's data.
 * Falls back to an api of its own while another stack of the file holds the worker's.
 */
export async function startWorkerStack(
  overrides: Record<string, string> = {},
  options: { recordBaseApi?: boolean } = {},
): Promise<TestStack> {
  const worker = await claimWorkerApi();
  if (!worker) return startTestStack(overrides, {}, options);
  try {
    return await startGatewayOn(worker.api, worker.gatewayPort, overrides, options, async () =>
      worker.release(),
    );
  } catch (error) {
    worker.release();
    throw error;
  }
}

async function startGatewayOn(
  api: RunningApiProcess,
  gatewayPort: number,
  overrides: Record<string, string>,
  options: { recordBaseApi?: boolean },
  releaseApi: (stack: TestStack) => Promise<void>,
): Promise<TestStack> {
  const gatewayUrl = `http://localhost:${gatewayPort}`;
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
    setBaseApiLatency: (latency) => {
      if (!proxy) throw new Error("The stack was started without recordBaseApi.");
      proxy.latency = latency;
    },
    close: async () => {
      await gateway.close();
      await proxy?.close();
      await releaseApi(stack);
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
  options: {
    jar?: CookieJar;
    headers?: Record<string, string>;
    variables?: Record<string, unknown>;
    signal?: AbortSignal;
  } = {},
) {
  const url = `${stack.gatewayUrl}/graphql`;
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  const cookie = options.jar?.header(url);
  if (cookie) headers.cookie = cookie;
  const res = await fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
    signal: options.signal,
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: {
        message: string;
        path?: (string | number)[];
        extensions?: { code?: string; messages?: { error: string; resolution: string; field?: string }[] };
      }[];
      extensions?: Record<string, unknown>;
    },
  };
}

/** Staff switch a client's MFA requirement on (Client Defaults), through the gateway. */
export async function requireClientMfa(stack: Pick<TestStack, "gatewayUrl">, acronym: string) {
  const staff = (await signInThroughGateway(stack, "staff")).jar;
  const clients = await graphqlRequest(stack, "{ clients { id acronym } }", { jar: staff });
  const id = (clients.body.data?.clients as { id: string; acronym: string }[]).find(
    (c) => c.acronym === acronym,
  )?.id;
  const set = await graphqlRequest(
    stack,
    "mutation($id: ID!) { setClientMfaRequired(clientId: $id, required: true) }",
    { jar: staff, variables: { id } },
  );
  if (set.body.errors) throw new Error(`setClientMfaRequired: ${JSON.stringify(set.body.errors)}`);
}
