import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "service", isolate: false, environment: "node", include: ["src/**/*.test.ts"] },
});
