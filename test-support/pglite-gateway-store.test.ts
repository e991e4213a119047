import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPgliteDatabase, type Database } from "@alm/database";
import { describe, expect, it } from "vitest";
import { copyPgliteGatewayStore } from "./pglite-gateway-store.ts";

async function withStore<T>(dataDir: string, read: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPgliteDatabase(join(dataDir, "gateway"));
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

const madeHere = (db: Database) =>
  db.query<{ found: string | null }>("select to_regclass('gateway.only_here') as found");

describe("a browser-test gateway's embedded store", () => {
  it("is a copy of its own, with the gateway's tables and pg-boss's schema in place, and is kept once there", async () => {
    const dirs = [mkdtempSync(join(tmpdir(), "alm-store-")), mkdtempSync(join(tmpdir(), "alm-store-"))];
    try {
      for (const dir of dirs) copyPgliteGatewayStore(dir);
      const [first = "", second = ""] = dirs;
      await withStore(first, async (db) => {
        const tables = await db.query<{ name: string }>(
          "select schemaname || '.' || tablename as name from pg_tables where schemaname like 'gateway%'",
        );
        expect(tables.map((t) => t.name)).toEqual(
          expect.arrayContaining(["gateway.document_jobs", "gateway_queue.job", "gateway_queue.queue"]),
        );
        await db.exec("create table gateway.only_here (id int)");
      });
      // A table made in one store is not in the other; a store already there is not replaced.
      await withStore(second, async (db) => expect((await madeHere(db))[0]?.found).toBeNull());
      copyPgliteGatewayStore(first);
      await withStore(first, async (db) => expect((await madeHere(db))[0]?.found).toBe("gateway.only_here"));
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
