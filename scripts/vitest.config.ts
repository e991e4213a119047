import { defineProject } from "vitest/config";
import { TEST_NODE_FLAGS } from "../test-support/service-process.ts";

export default defineProject({
  test: {
    name: "repo",
    isolate: false,
    environment: "node",
    execArgv: TEST_NODE_FLAGS,
    include: ["**/*.test.ts"],
    // Beside the journeys on two cores a second of parsing or checking takes several: vitest's 5 s
    // default failed a test that opens the seeded database once in three full runs.
    testTimeout: 30_000,
    // The benches' smoke runs (bench-smoke.test.ts), the project's only concurrent tests: two at a
    // time. One after another they took six minutes of a run's fifteen and were the last file to
    // end, each mostly waiting on its services and browser (1.1 cores busy).
    maxConcurrency: 2,
    // The demo-seeded database a started stack copies instead of seeding it again.
    globalSetup: ["../test-support/seeded-template.ts"],
    // Through vite like the tests, so that it and they share one graphql module: graphql-js
    // refuses a schema built by another copy of itself ("from another module or realm").
    server: { deps: { inline: ["@graphql-inspector/core"] } },
  },
});
