import { defineConfig } from "@playwright/test";
// The gateway decides which Chromium prints PDFs; the browser tests run the same one.
import { CHROMIUM_ARGS, chromiumExecutable } from "../gateway/src/documents/chromium.ts";
import { STACK_COUNT, stackUrls } from "./stack/stacks.ts";

/** The environment of stack `index`: its own ports and (made by start-stack.ts) its own data. */
function stackServer(index: number) {
  const { apiUrl, gatewayUrl } = stackUrls(index);
  return {
    command: "node stack/start-stack.ts",
    url: `${gatewayUrl}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, as an operator stops `npm start`: the stack stops its services, then removes its data.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    // Errors only (a child that dies, a failed job): what a failed run in CI needs to be explained.
    stdout: "pipe" as const,
    env: {
      API_PORT: new URL(apiUrl).port,
      API_PUBLIC_URL: apiUrl,
      GATEWAY_PORT: new URL(gatewayUrl).port,
      GATEWAY_PUBLIC_URL: gatewayUrl,
      CORE_API_URL: `${apiUrl}/core`,
      BASE_API_URL: `${apiUrl}/base`,
      OIDC_ISSUER: `${apiUrl}/oidc`,
      DATABASE_URL: "",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || "error",
    },
  };
}

export default defineConfig({
  testDir: "./tests",
  // A file's journeys run in order on one worker and its stack; files are spread over the workers.
  fullyParallel: false,
  workers: STACK_COUNT,
  retries: process.env.CI ? 1 : 0,
  // A `test.only` left in a commit would run one journey in CI and pass for the lot.
  forbidOnly: !!process.env.CI,
  // The JSON report is what `npm test` names the failed journeys from at its end (scripts/test-failures.ts).
  reporter: [["list"], ["json", { outputFile: "../test-results/journeys.json" }]],
  // Two stacks and two browsers share two cores (stacks.ts), with the checks beside them: a step of
  // 2 s alone can take 5-10 s. Journeys assert what happens and in which order; times are the
  // benches' to measure.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: {
      executablePath: await chromiumExecutable(process.env.CHROMIUM_PATH),
      // The gateway's flags, V8 without its optimising compilers among them (chromium.ts): a journey's
      // page lives a few seconds, too briefly to repay them. An app load cost the renderer 1.9 s of
      // CPU instead of 2.3 s, an accessibility scan 1.1 instead of 1.3.
      args: CHROMIUM_ARGS,
    },
    // Recording a trace on every attempt doubled the journeys' time (its screencast and DOM
    // snapshots kept Chromium's GPU and browser processes busy): a retry records one.
    trace: "on-first-retry",
    // A picture of the page where a journey failed; a passing journey takes none.
    screenshot: "only-on-failure",
    // Every journey's system asks for less motion, as the print pool's pages do (ready-pages.ts): the
    // app's theme then stops MUI's spinners, skeletons and transitions, which Chromium otherwise
    // painted frame by frame in software while a journey waited (the journeys took 368 core-seconds
    // and 3.6 minutes without, 309 and 3.0 with). The motion journeys ask for each preference.
    reducedMotion: "reduce",
  },
  webServer: Array.from({ length: STACK_COUNT }, (_, index) => stackServer(index)),
});
