import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["engine", "api", "gateway", "web", "scripts"],
  },
});
