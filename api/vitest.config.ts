import { defineProject } from "vitest/config";
import { TEST_NODE_FLAGS } from "../test-support/service-process.ts";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    execArgv: TEST_NODE_FLAGS,
    // A worker runs file after file without loading the api's modules again for each: every file
    // opens its own database and api (startTestApi), so nothing else is shared. 174 s instead of
    // 208 s for the project, 339 s of CPU instead of 407 s.
    isolate: false,
    // One migrated, demo-seeded database for the whole run: tests copy it instead of seeding.
    globalSetup: ["../test-support/seeded-template.ts"],
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**"],
    // Each file starts a whole api with the demo seed (and its engine runs) on 2 cores.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
