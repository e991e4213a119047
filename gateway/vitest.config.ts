import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "gateway",
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**"],
  },
});
