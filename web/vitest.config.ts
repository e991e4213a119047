import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  define: { __BUILD_NUMBER__: JSON.stringify("test") },
  // Packages as Node's own import resolves them (their ES module builds): with vitest's defaults
  // react-router resolved to its CommonJS build and react-router/dom to its ES build, two routers
  // whose contexts do not meet.
  resolve: { conditions: ["module-sync"] },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "vite/**/*.test.ts"],
    // One jsdom per worker instead of one per file: setting it up was two thirds of this project's time.
    isolate: false,
    // jsdom renders beside three api or gateway test files on two cores: seconds, not milliseconds.
    testTimeout: 20_000,
    setupFiles: ["src/testing/setup.ts"],
  },
});
