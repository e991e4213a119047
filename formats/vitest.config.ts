import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "formats", environment: "node", include: ["src/**/*.test.ts"] },
});
