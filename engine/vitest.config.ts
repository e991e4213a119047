import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "engine",
    isolate: false,
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**"],
    // The QuantLib oracle prices in a Python process of its own: seconds beside other test files.
    testTimeout: 30_000,
  },
});
