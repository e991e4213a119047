import { defineProject } from "vitest/config";
import { TEST_NODE_FLAGS } from "../test-support/service-process.ts";

export default defineProject({
  test: {
    name: "security",
    environment: "node",
    execArgv: TEST_NODE_FLAGS,
    // A worker runs file after file without loading the gateway's modules again for each: every
    // file starts its own stack, and the logger a file swaps in is put back by the file.
    isolate: false,
    // One migrated, demo-seeded database for the whole run: tests copy it instead of seeding.
    globalSetup: ["../test-support/seeded-template.ts"],
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**"],
    // Each file starts the api (demo seed and its runs) and the gateway as processes on 2 cores.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
