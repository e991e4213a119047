import { defineConfig } from "vitest/config";
import { WaitingFirstSequencer } from "./test-support/waiting-first-sequencer.ts";

/**
 * With DATABASE_URL set (CI), the api's tests that lean on the database (its SQL, transactions,
 * locks, jsonb results) run a second time against that real PostgreSQL server; without it they run
 * on embedded PGlite only. The rest (validation, texts, protocol, sign-in pages) do not depend on
 * which PostgreSQL answers.
 */
// vitest merges the api project's `include` into this one's, so the others are listed as excluded.
const POSTGRES_INSENSITIVE = [
  "src/auth/**",
  "src/charts-of-accounts/coa-validation.test.ts",
  "src/config.test.ts",
  "src/core/**",
  "src/dictionaries/**",
  "src/email/**",
  "src/http/drain-server.test.ts",
  "src/http/http-edge.test.ts",
  "src/http/openapi.test.ts",
  "src/hub/**",
  "src/oidc/mfa.test.ts",
  "src/oidc/sign-in.test.ts",
  // Report arithmetic and structure over results the engine computed; how the database stores and
  // reads results, on both kinds, is report-data's and runs' to check.
  "src/reports/report-golden.test.ts",
  "src/reports/report-reconciliation.test.ts",
  "src/reports/pages/pages.test.ts",
  "src/runs/engine-pool.test.ts",
  "src/runs/engine-worker-crash.test.ts",
  "src/runs/run-worker.test.ts",
  // Start api processes on PostgreSQL themselves.
  "src/db/connection-loss.test.ts",
  "src/notifications/status-relay.test.ts",
  "src/worker-server.test.ts",
  "src/email/email-rate.test.ts",
  "src/seed/**",
  "src/testing/test-api.test.ts",
];
const postgresApi = process.env.DATABASE_URL
  ? [
      {
        extends: "./api/vitest.config.ts",
        root: "./api",
        test: { name: "api-postgres", exclude: POSTGRES_INSENSITIVE, env: { ALM_TEST_DATABASE: "postgres" } },
      },
    ]
  : [];
if (!process.env.DATABASE_URL) {
  console.warn(
    "DATABASE_URL is not set: the api's PostgreSQL project (api-postgres) and the tests that need a real PostgreSQL server are skipped.",
  );
}

export default defineConfig({
  test: {
    // Four files at once on two cores: a file waits on its api's start, sign-ins and Chromium much
    // of the time, so two workers kept the cores half idle (unit tests 444 s with 2, 269 s with 4).
    // The projects do not inherit it from here, so `npm run test:unit` passes it on the command line too.
    maxWorkers: 4,
    sequence: { sequencer: WaitingFirstSequencer },
    projects: [
      "formats",
      "logging",
      "service",
      "database",
      "engine",
      "api",
      ...postgresApi,
      "gateway",
      "web",
      "scripts",
      "security",
      "test-support",
    ],
  },
});
