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
    // The demo-seeded database a started stack copies instead of seeding it again.
    globalSetup: ["../test-support/seeded-template.ts"],
    // Through vite like the tests, so that it and they share one graphql module: graphql-js
    // refuses a schema built by another copy of itself ("from another module or realm").
    server: { deps: { inline: ["@graphql-inspector/core"] } },
  },
});
