import { defineConfig } from "vitest/config";

/**
 * With DATABASE_URL set (CI), the api's tests run a second time against that real
 * PostgreSQL server; without it they run on embedded PGlite only.
 */
const postgresApi = process.env.DATABASE_URL
  ? [
      {
        extends: "./api/vitest.config.ts",
        root: "./api",
        test: { name: "api-postgres", env: { ALM_TEST_DATABASE: "postgres" } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      "formats",
      "logging",
      "engine",
      "api",
      ...postgresApi,
      "gateway",
      "web",
      "scripts",
      "security",
    ],
  },
});
