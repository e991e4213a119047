import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
// The gateway decides which Chromium prints PDFs; the browser tests run the same one.
import { CHROMIUM_ARGS, chromiumExecutable } from "../gateway/src/documents/chromium.ts";

// Ports of their own, so a stack already running on the defaults does not interfere
// (E2E_API_PORT and E2E_GATEWAY_PORT move them, for two checkouts tested side by side).
const apiPort = Number(process.env.E2E_API_PORT || 4110);
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT || 4010);
const gatewayUrl = `http://localhost:${gatewayPort}`;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: gatewayUrl,
    launchOptions: {
      executablePath: await chromiumExecutable(process.env.CHROMIUM_PATH),
      args: CHROMIUM_ARGS,
    },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node ../scripts/start.ts",
    url: `${gatewayUrl}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Errors only (a child that dies, a failed job): what a failed run in CI needs to be explained.
    stdout: "pipe",
    env: {
      API_PORT: String(apiPort),
      API_PUBLIC_URL: `http://localhost:${apiPort}`,
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_PUBLIC_URL: gatewayUrl,
      CORE_API_URL: `http://localhost:${apiPort}/core`,
      BASE_API_URL: `http://localhost:${apiPort}/base`,
      OIDC_ISSUER: `http://localhost:${apiPort}/oidc`,
      DATA_DIR: mkdtempSync(join(tmpdir(), "alm-e2e-")),
      DATABASE_URL: "",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || "error",
    },
  },
});
