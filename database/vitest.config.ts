import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "database",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // The migrated dump the api's tests build once: creating a cluster takes seconds.
    globalSetup: ["../test-support/seeded-template.ts"],
    hookTimeout: 60_000,
  },
});
