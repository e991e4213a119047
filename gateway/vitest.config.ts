import { createRequire } from "node:module";
import { defineProject } from "vitest/config";
import { TEST_NODE_FLAGS } from "../test-support/service-process.ts";

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    // Node loads graphql's CommonJS build for Apollo and graphql-tools; the gateway's own code
    // must get the same instance (vite would pick the .mjs build), or schema checks see two realms.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    name: "gateway",
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
    // Tests drive a whole api and gateway (sign-ins, renders) on 2 cores shared with other files.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
