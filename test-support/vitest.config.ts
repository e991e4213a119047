import { defineProject } from "vitest/config";
import { TEST_NODE_FLAGS } from "./service-process.ts";

export default defineProject({
  test: {
    name: "test-support",
    environment: "node",
    execArgv: TEST_NODE_FLAGS,
    isolate: false,
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**"],
    globalSetup: ["./seeded-template.ts", "./kept-services.ts"],
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
