import { fileURLToPath } from "node:url";
import {
  createScratchDatabase,
  freePort,
  type ScratchDatabase,
  type ServiceProcess,
  skipsWithoutPostgres,
  startServiceProcess,
} from "@alm/test-support";
import { openPostgresDatabase } from "@alm/database";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_CLIENTS, DEMO_USERS } from "./demo-identity.ts";
import { DEMO_DATA_SETS } from "./seed-analysis.ts";

const apiMain = fileURLToPath(new URL("../main.ts", import.meta.url));
const SEEDED = "api: seeded the demo on an empty database";

// A deployment starts its replicas at once; on a new database they race to migrate and seed it.
describe.skipIf(skipsWithoutPostgres())("two apis started at once on an empty PostgreSQL database", () => {
  let database: ScratchDatabase | undefined;
  const apis: ServiceProcess[] = [];

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database?.drop();
  });

  it("both become healthy, and the demo is seeded once", async () => {
    database = await createScratchDatabase(process.env.DATABASE_URL ?? "");
    const ports = [await freePort(), await freePort()];
    const started = await Promise.allSettled(
      ports.map((port) =>
        startServiceProcess(apiMain, `http://localhost:${port}`, {
          API_PORT: String(port),
          API_PUBLIC_URL: `http://localhost:${port}`,
          DATABASE_URL: database?.url ?? "",
          PRECOMPUTE: "off",
          LOG_LEVEL: "info",
        }),
      ),
    );
    for (const result of started) if (result.status === "fulfilled") apis.push(result.value);
    expect(started.map((r) => (r.status === "rejected" ? String(r.reason) : "healthy"))).toEqual([
      "healthy",
      "healthy",
    ]);
    expect(apis.filter((api) => api.output().includes(SEEDED))).toHaveLength(1);

    const db = await openPostgresDatabase(database.url);
    try {
      const count = async (table: string) =>
        (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;
      expect(await count("users")).toBe(DEMO_USERS.length);
      expect(await count("clients")).toBe(DEMO_CLIENTS.length);
      expect(await count("data_sets")).toBe(DEMO_DATA_SETS.length * DEMO_CLIENTS.length);
      expect(await count("schema_migrations")).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
