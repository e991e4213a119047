import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type CookieJar,
  freePort,
  provideApiDatabase,
  openGatewayStore,
  type ServiceProcess,
  startServiceProcess,
  signInAtGateway,
} from "@alm/test-support";

const apiMain = fileURLToPath(new URL("../../api/src/main.ts", import.meta.url));
const gatewayMain = fileURLToPath(new URL("../../gateway/src/main.ts", import.meta.url));

/** The product as an attacker meets it: the api and the gateway, each its own process. */
export interface SecurityStack {
  apiUrl: string;
  gatewayUrl: string;
  api: ServiceProcess;
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

/** Starts a fresh stack on free ports with its own database (demo seed, runs computed). */
export async function startSecurityStack(options: StackOptions = {}): Promise<SecurityStack> {
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const apiUrl = `http://localhost:${apiPort}`;
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), "alm-security-"));
  const database = await provideApiDatabase(dataDir);
  const shared = { OIDC_ISSUER: `${apiUrl}/oidc`, GATEWAY_PUBLIC_URL: gatewayUrl };
  const api = await startServiceProcess(apiMain, apiUrl, {
    ...shared,
    API_PORT: String(apiPort),
    API_PUBLIC_URL: apiUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: QUIET,
    ...options.apiEnv,
  });
  const store = await openGatewayStore(dataDir);
  const gatewayEnv = {
    ...shared,
    LOG_LEVEL: QUIET,
    CORE_API_URL: `${apiUrl}/core`,
    BASE_API_URL: `${apiUrl}/base`,
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
    await api.stop();
    await database.drop();
    throw error;
  }
  const stack: SecurityStack = {
    apiUrl,
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
      await api.stop();
      await database.drop();
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
