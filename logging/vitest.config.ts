import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "logging", isolate: false, environment: "node", include: ["src/**/*.test.ts"] },
});
