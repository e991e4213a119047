import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "repo",
    environment: "node",
    include: ["**/*.test.ts"],
    // The demo-seeded database a started stack copies instead of seeding it again.
    globalSetup: ["../test-support/seeded-template.ts"],
    // Through vite like the tests, so that it and they share one graphql module: graphql-js
    // refuses a schema built by another copy of itself ("from another module or realm").
    server: { deps: { inline: ["@graphql-inspector/core"] } },
  },
});
