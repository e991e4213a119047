import { defineProject } from "vitest/config";
import { TEST_NODE_FLAGS } from "../test-support/service-process.ts";

export default defineProject({
  test: {
    name: "security",
    environment: "node",
    execArgv: TEST_NODE_FLAGS,
    // A worker runs file after file without loading the gateway's modules again for each, and
    // keeps one api process for them (test-support/worker-api.ts); each file starts its own
    // gateway, and the logger a file swaps in is put back by the file.
    isolate: false,
    // One migrated, demo-seeded database for the whole run: tests copy it instead of seeding. The
    // workers' apis are stopped, and their databases dropped, when the run ends (kept-services.ts).
    globalSetup: ["../test-support/seeded-template.ts", "../test-support/kept-services.ts"],
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**"],
    // A file starts the gateway (and, the first of its worker or with apiEnv, the api) as processes.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
