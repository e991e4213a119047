import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  claimWorkerApi,
  type CookieJar,
  freePort,
  type RunningApiProcess,
  startApiProcess,
  openGatewayStore,
  type ServiceProcess,
  startServiceProcess,
  signInAtGateway,
} from "@alm/test-support";

const gatewayMain = fileURLToPath(new URL("../../gateway/src/main.ts", import.meta.url));

/** The product as an attacker meets it: the api and the gateway, each its own process. */
export interface SecurityStack {
  apiUrl: string;
  gatewayUrl: string;
  /** The worker's api (whose log holds the lines of its other files too) unless `apiEnv` asks for one. */
  api: RunningApiProcess;
  /** The gateway at `gatewayUrl` (replaced by `restartGateway`). */
  gateway: ServiceProcess;
  /** Stops the gateway and starts a new process on the same port, configuration and store. */
  restartGateway(): Promise<void>;
  /**
   * One more gateway instance on another port, with the same configuration and store (a second
   * instance behind a load balancer: same public URL), but for `env`; stopped by `close`.
   */
  startAnotherGateway(env?: Record<string, string>): Promise<ServiceProcess>;
  /** The gateways' PostgreSQL store (with DATABASE_URL), to look at what they keep. */
  gatewayStoreUrl: string | undefined;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment of the api (e.g. lower sign-in throttling limits). */
  apiEnv?: Record<string, string>;
  /** Extra environment of the gateway. */
  gatewayEnv?: Record<string, string>;
}

/**
 * Services log warnings and errors only: a line per request cost a run a minute of CPU. A test that
 * looks for what the logs leak asks for `VERBOSE_LOGS`.
 */
const QUIET = "warn";
export const VERBOSE_LOGS: StackOptions = {
  apiEnv: { LOG_LEVEL: "info" },
  gatewayEnv: { LOG_LEVEL: "info" },
};

/**
 * Starts a gateway process on its own store, on the test worker's api (test-support/worker-api.ts)
 * or, for a file that configures the api (`apiEnv`) or while another stack of the file holds the
 * worker's, on an api process of its own. Each test makes the data it changes (accounts, tokens)
 * under names of its own: the worker's next files meet the demo as it was.
 */
export async function startSecurityStack(options: StackOptions = {}): Promise<SecurityStack> {
  const worker = options.apiEnv ? undefined : await claimWorkerApi();
  try {
    const gatewayPort = worker?.gatewayPort ?? (await freePort());
    const gatewayUrl = `http://localhost:${gatewayPort}`;
    const api =
      worker?.api ?? (await startApiProcess(gatewayUrl, { env: { LOG_LEVEL: QUIET, ...options.apiEnv } }));
    return await startGatewaysOn(api, gatewayPort, options, async () => {
      if (worker) worker.release();
      else await api.stop();
    });
  } catch (error) {
    worker?.release();
    throw error;
  }
}

async function startGatewaysOn(
  api: RunningApiProcess,
  gatewayPort: number,
  options: StackOptions,
  releaseApi: () => Promise<void>,
): Promise<SecurityStack> {
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), "alm-security-"));
  const store = await openGatewayStore(dataDir);
  const gatewayEnv = {
    OIDC_ISSUER: `${api.url}/oidc`,
    GATEWAY_PUBLIC_URL: gatewayUrl,
    LOG_LEVEL: QUIET,
    CORE_API_URL: `${api.url}/core`,
    BASE_API_URL: `${api.url}/base`,
    ...store.env,
    ...options.gatewayEnv,
  };
  const startGatewayOn = (port: number, env: Record<string, string> = {}) =>
    startServiceProcess(gatewayMain, `http://localhost:${port}`, {
      ...gatewayEnv,
      ...env,
      GATEWAY_PORT: String(port),
    });
  const others: ServiceProcess[] = [];
  let gateway: ServiceProcess;
  try {
    gateway = await startGatewayOn(gatewayPort);
  } catch (error) {
    await releaseApi();
    await store.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stack: SecurityStack = {
    apiUrl: api.url,
    gatewayUrl,
    api,
    gateway,
    gatewayStoreUrl: store.env.GATEWAY_DATABASE_URL || undefined,
    restartGateway: async () => {
      await stack.gateway.stop();
      stack.gateway = await startGatewayOn(gatewayPort);
    },
    startAnotherGateway: async (env) => {
      const other = await startGatewayOn(await freePort(), env);
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.stop();
      await stack.gateway.stop();
      await releaseApi();
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Signs in through the gateway as a browser would; the jar then holds the session cookie. */
export function signInBrowser(stack: SecurityStack, username: string, password = username) {
  return signInAtGateway(stack.gatewayUrl, username, { password });
}

export interface GraphqlAnswer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
  };
}

/** POSTs a GraphQL operation as a same-origin browser (cookie jar) or a script (headers) would. */
export async function graphql(
  stack: SecurityStack,
  query: string,
  options: { jar?: CookieJar; headers?: Record<string, string>; variables?: Record<string, unknown> } = {},
): Promise<GraphqlAnswer> {
  const url = `${stack.gatewayUrl}/graphql`;
  const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
  const cookie = options.jar?.header(url);
  if (cookie) headers.cookie = cookie;
  const res = await fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const text = await res.text();
  let body: GraphqlAnswer["body"];
  try {
    body = JSON.parse(text) as GraphqlAnswer["body"];
  } catch {
    throw new Error(`Not a GraphQL answer (HTTP ${res.status}): ${text.slice(0, 300)}`);
  }
  return { status: res.status, headers: res.headers, body };
}
