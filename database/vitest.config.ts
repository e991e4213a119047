import { defineConfig } from "vitest/config";
import { TEST_NODE_FLAGS } from "../test-support/service-process.ts";

export default defineConfig({
  test: {
    name: "database",
    isolate: false,
    environment: "node",
    execArgv: TEST_NODE_FLAGS,
    include: ["src/**/*.test.ts"],
    // The migrated dump the api's tests build once: creating a cluster takes seconds.
    globalSetup: ["../test-support/seeded-template.ts"],
    hookTimeout: 60_000,
    // PGlite's work runs on a thread of its own: beside three other test files on two cores it
    // can take several times as long as on an idle machine.
    testTimeout: 30_000,
  },
});
