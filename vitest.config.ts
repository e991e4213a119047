import { defineConfig } from "vitest/config";
import { WaitingFirstSequencer } from "./test-support/waiting-first-sequencer.ts";

/**
 * The api's tests run once: on the real PostgreSQL server when DATABASE_URL names one (CI: the
 * database production runs on), on embedded PGlite otherwise. PGlite, the embedded default that
 * `npm start` runs on, is what the browser journeys, the gateway's and the security tests start
 * their apis on, and the database package's tests run on both. Running every api file on both
 * (until 2026-11-29) cost some 300 of the run's 1,150 to 1,250 core-seconds.
 */
const api = process.env.DATABASE_URL
  ? {
      extends: "./api/vitest.config.ts",
      root: "./api",
      test: { name: "api-postgres", env: { ALM_TEST_DATABASE: "postgres" } },
    }
  : "api";
if (!process.env.DATABASE_URL) {
  console.warn(
    "DATABASE_URL is not set: the api's tests run on PGlite, and the tests that need a real PostgreSQL server are skipped.",
  );
}

export default defineConfig({
  test: {
    // Four files at once on two cores: a file waits on its api's start, sign-ins and Chromium much
    // of the time, so two workers kept the cores half idle (unit tests 444 s with 2, 269 s with 4).
    // The projects do not inherit it from here, so `npm run test:unit` passes it on the command line too.
    // Every project also sets isolate: false (no file of ours changes globals or mocks modules): a
    // fresh worker per file cost about a third of a second of CPU each, some 50 files.
    maxWorkers: 4,
    sequence: { sequencer: WaitingFirstSequencer },
    projects: [
      "formats",
      "logging",
      "service",
      "database",
      "engine",
      api,
      "gateway",
      "web",
      "scripts",
      "security",
      "test-support",
    ],
  },
});
