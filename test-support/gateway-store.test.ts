import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPostgresDatabase } from "@alm/database";
import { describe, expect, it } from "vitest";
import { openGatewayStore } from "./gateway-store.ts";
import { skipsWithoutPostgres } from "./missing-services.ts";
import { sourcesHash } from "./sources-hash.ts";

describe.skipIf(skipsWithoutPostgres())("a test gateway's store on PostgreSQL", () => {
  it("is a database of its own, copied with the gateway's tables and pg-boss's schema in place", async () => {
    const dirs = [mkdtempSync(join(tmpdir(), "alm-store-")), mkdtempSync(join(tmpdir(), "alm-store-"))];
    const stores = await Promise.all(dirs.map((dir) => openGatewayStore(dir)));
    try {
      const urls = stores.map((s) => s.env.GATEWAY_DATABASE_URL ?? "");
      expect(new Set(urls).size).toBe(2);
      const db = await openPostgresDatabase(urls[0] ?? "");
      try {
        const tables = await db.query<{ name: string }>(
          "select schemaname || '.' || tablename as name from pg_tables where schemaname like 'gateway%'",
        );
        expect(tables.map((t) => t.name)).toEqual(
          expect.arrayContaining(["gateway.document_jobs", "gateway_queue.job", "gateway_queue.queue"]),
        );
        // A table made in one store is not in the other.
        await db.exec("create table gateway.only_here (id int)");
      } finally {
        await db.close();
      }
      const other = await openPostgresDatabase(urls[1] ?? "");
      try {
        const [row] = await other.query<{ found: string | null }>(
          "select to_regclass('gateway.only_here') as found",
        );
        expect(row?.found).toBeNull();
      } finally {
        await other.close();
      }
    } finally {
      await Promise.all(stores.map((s) => s.drop()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("hashes the sources it is given: the store template is named by the store's and queue's", () => {
    const store = ["gateway/src/store", "gateway/src/documents/jobs"];
    expect(sourcesHash(store)).toMatch(/^[0-9a-f]{16}$/);
    expect(sourcesHash(store)).not.toBe(sourcesHash(["gateway/src/store"]));
    expect(sourcesHash(store)).not.toBe(sourcesHash());
  });
});
