/**
 * What the web benchmarks share: a whole stack on ports of their own with a fresh embedded
 * database, Debian Chromium and its flags, and the median.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

export const root = fileURLToPath(new URL("../../", import.meta.url));

// One Chromium finder for the browser tools (the e2e suite's).
export { launchChromium } from "../../gateway/src/documents/chromium.ts";

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export interface BenchStack {
  gateway: string;
  /** Waits until the demo runs have finished, so reports have data. */
  waitForReports(page: Page): Promise<void>;
  stop(): void;
}

export async function startBenchStack(ports: {
  apiPort: number;
  gatewayPort: number;
  /** A prepared database directory; a fresh one (the demo firm) when omitted. */
  dataDir?: string;
}): Promise<BenchStack> {
  const { apiPort, gatewayPort } = ports;
  const gateway = `http://localhost:${gatewayPort}`;
  const stack = spawn(process.execPath, [join(root, "scripts/start.ts")], {
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      API_PUBLIC_URL: `http://localhost:${apiPort}`,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_PUBLIC_URL: gateway,
      CORE_API_URL: `http://localhost:${apiPort}/core`,
      BASE_API_URL: `http://localhost:${apiPort}/base`,
      OIDC_ISSUER: `http://localhost:${apiPort}/oidc`,
      DATA_DIR: ports.dataDir ?? mkdtempSync(join(tmpdir(), "alm-web-bench-")),
      DATABASE_URL: "",
      // The bench loads pages as fast as it can from one address: no rate limits for it.
      RATE_LIMIT_PER_CALLER: "100000000",
      RATE_LIMIT_ANONYMOUS_PER_ADDRESS: "100000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    stack.once("exit", (code) => reject(new Error(`The stack exited (${code}) before it was running.`)));
    stack.stdout?.on("data", (d: Buffer) => d.toString().includes("is running") && resolve());
  });
  return {
    gateway,
    async waitForReports(page) {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        const done = await page.evaluate(async () => {
          const response = await fetch("/graphql", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              query: "{ viewer { client { reportDefinitions { id status } } } }",
            }),
          });
          const body = (await response.json()) as {
            data?: { viewer: { client: { reportDefinitions: { status: string }[] } | null } };
          };
          const defs = body.data?.viewer.client?.reportDefinitions ?? [];
          return defs.length > 0 && defs.every((d) => d.status === "COMPLETED");
        });
        if (done) return;
        await new Promise((r) => setTimeout(r, 2_000));
      }
      throw new Error("The demo runs did not finish within 2 minutes.");
    },
    stop: () => stack.kill("SIGTERM"),
  };
}

/** Signs in on the identity provider's page the app sent the browser to. */
export async function signIn(page: Page, username: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(username);
  await page.getByRole("button", { name: "Sign in" }).click();
}
