import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "formats", isolate: false, environment: "node", include: ["src/**/*.test.ts"] },
});
