import { defineConfig } from "vitest/config";
import { WaitingFirstSequencer } from "./test-support/waiting-first-sequencer.ts";

/**
 * With DATABASE_URL set (CI), the api's tests run a second time against that real PostgreSQL
 * server (project api-postgres); without it they run on embedded PGlite only.
 */
// vitest merges the api project's `include` into this one's, so these are listed as excluded: they
// start api processes on PostgreSQL themselves, so a second run would test nothing new. (Files that
// do not depend on the database kind used to be listed too; they cost about 50 core-seconds a run,
// some 4 % of `npm test`, less than the list's upkeep was worth.)
const STARTS_OWN_POSTGRES = [
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
        test: { name: "api-postgres", exclude: STARTS_OWN_POSTGRES, env: { ALM_TEST_DATABASE: "postgres" } },
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
