/**
 * What the web benchmarks share: a whole stack on ports of their own with an embedded database of
 * its own, Debian Chromium and its flags, and the median.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { buildSeededTemplate, copySeededDatabase, openGatewayStore } from "@alm/test-support";
import { BENCH_LOG_LEVEL, SMOKE } from "../../scripts/bench-report.ts";
// One Chromium finder for the browser tools (the e2e suite's).
import {
  CONTAINER_CHROMIUM_ARGS,
  launchChromium as launchChromiumWith,
} from "../../gateway/src/documents/chromium.ts";

export const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Chromium as a user's browser runs the app: V8's optimising compilers on. The print pool and the
 * journeys turn them off for their seconds-long pages (chromium.ts), which flattered these
 * figures: on the arrival bench, quiet machine, 2026-12-04, home and dashboard usable were
 * 987-1,054 / 997-1,020 ms with them off and 1,011-1,109 / 1,108-1,121 ms with them on.
 */
export const launchChromium = (configured?: string): Promise<Browser> =>
  launchChromiumWith(configured, CONTAINER_CHROMIUM_ARGS);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export interface BenchStack {
  gateway: string;
  /** Stops the stack and removes its database. */
  stop(): Promise<void>;
}

/**
 * The demo firm with its runs computed, as the browser tests' stacks start (e2e/stack): a copy of
 * the seeded template (test-support, built once per version of the api's sources), instead of
 * seeding and computing the twelve demo data sets beside the measurement (the benches waited up
 * to two minutes for them: the arrival bench always did, asking as staff with no client chosen).
 */
export function demoDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), "alm-web-bench-"));
  process.env.ALM_TEST_SEEDED_TEMPLATE ||= buildSeededTemplate();
  copySeededDatabase(dataDir);
  return dataDir;
}

export async function startBenchStack(ports: {
  apiPort: number;
  gatewayPort: number;
  /** A prepared database directory (the stack removes it); the demo firm's when omitted. */
  dataDir?: string;
}): Promise<BenchStack> {
  const { apiPort, gatewayPort } = ports;
  const gateway = `http://localhost:${gatewayPort}`;
  const dataDir = ports.dataDir ?? demoDataDir();
  // The gateway's store as the product keeps it by default (PGlite in DATA_DIR), whose first
  // migration is most of a stack's start: smoke runs take the tests' store instead (on
  // DATABASE_URL's server, a copy of a migrated template), since only the figures of full runs count.
  const store = SMOKE ? await openGatewayStore(dataDir) : { env: {}, drop: async () => {} };
  // On this bench's Node flags, which start.ts hands its services: in smoke runs the tests'
  // (--liftoff-only: an api on PGlite started in 2.9 s of CPU without it, 1.7 s with it).
  const stack = spawn(process.execPath, [...process.execArgv, join(root, "scripts/start.ts")], {
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      API_PUBLIC_URL: `http://localhost:${apiPort}`,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_PUBLIC_URL: gateway,
      CORE_API_URL: `http://localhost:${apiPort}/core`,
      BASE_API_URL: `http://localhost:${apiPort}/base`,
      OIDC_ISSUER: `http://localhost:${apiPort}/oidc`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: BENCH_LOG_LEVEL,
      // The bench loads pages as fast as it can from one address: no rate limits for it.
      RATE_LIMIT_PER_CALLER: "100000000",
      RATE_LIMIT_ANONYMOUS_PER_ADDRESS: "100000000",
      ...store.env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    stack.once("exit", (code) => reject(new Error(`The stack exited (${code}) before it was running.`)));
    stack.stdout?.on("data", (d: Buffer) => d.toString().includes("is running") && resolve());
  });
  return {
    gateway,
    stop: async () => {
      if (stack.exitCode === null && stack.signalCode === null) {
        const exited = once(stack, "exit");
        stack.kill("SIGTERM");
        await exited;
      }
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in on the identity provider's page the app sent the browser to. */
export async function signIn(page: Page, username: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(username);
  await page.getByRole("button", { name: "Sign in" }).click();
}
