import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@alm/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGatewayDatabase } from "../store/gateway-database.ts";
import { requestCounter } from "@alm/database";
import { skipsWithoutPostgres } from "@alm/test-support";

/** The gateway's store as it opens at start, migrations applied: embedded, and PostgreSQL when CI has one. */
const stores = [
  { kind: "embedded PGlite (the single-instance default)", url: undefined },
  { kind: "PostgreSQL (DATABASE_URL)", url: process.env.DATABASE_URL },
];

describe.each(stores)("request counts in the gateway's store: $kind", ({ url, kind }) => {
  const skipped = kind.startsWith("PostgreSQL") && skipsWithoutPostgres();
  let db: Database;
  const dataDir = mkdtempSync(join(tmpdir(), "alm-rate-limit-"));
  beforeAll(async () => {
    if (!skipped) db = await openGatewayDatabase({ GATEWAY_DATABASE_URL: url, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // Each test counts under names of its own: the PostgreSQL schema is shared with other tests' gateways.
  const unique = () => `test-${randomUUID()}`;

  it.skipIf(skipped)(
    "counts down to the limit, refuses past it, and starts again after the window",
    async () => {
      const counter = requestCounter(db, "gateway.request_counts", unique(), 3, 2);
      const budgets = [];
      for (let i = 0; i < 4; i++) budgets.push(await counter.take("caller"));
      expect(budgets.map((b) => [b.remaining, b.refused])).toEqual([
        [2, false],
        [1, false],
        [0, false],
        [0, true],
      ]);
      expect(budgets[3]?.limit).toBe(3);
      expect(budgets[3]?.resetMs).toBeGreaterThan(0);
      expect(budgets[3]?.resetMs).toBeLessThanOrEqual(2000);
      // Another caller has a budget of its own.
      expect(await counter.take("another caller")).toMatchObject({ remaining: 2, refused: false });
      await sleep((budgets[3]?.resetMs ?? 2000) + 50);
      expect(await counter.take("caller")).toMatchObject({ remaining: 2, refused: false });
    },
  );

  it.skipIf(skipped)("counts requests arriving together exactly: one upsert, no lost update", async () => {
    const counter = requestCounter(db, "gateway.request_counts", unique(), 25, 600);
    const budgets = await Promise.all(Array.from({ length: 40 }, () => counter.take("caller")));
    expect(budgets.filter((b) => !b.refused)).toHaveLength(25);
    const remaining = budgets.filter((b) => !b.refused).map((b) => b.remaining);
    expect(new Set(remaining).size).toBe(25);
  });

  it.skipIf(skipped)("deletes ended windows: a store does not grow with every caller ever seen", async () => {
    const name = unique();
    const rowsOf = (prefix: string) =>
      db.query("select 1 from gateway.request_counts where key like $1", [`${prefix}:%`]);
    await requestCounter(db, "gateway.request_counts", name, 5, 1).take("caller");
    expect(await rowsOf(name)).toHaveLength(1);
    await sleep(1100);
    // Another instance's first count sweeps (then at most once a minute), without waiting for it.
    await requestCounter(db, "gateway.request_counts", unique(), 5, 600).take("caller");
    await expect.poll(() => rowsOf(name)).toHaveLength(0);
  });

  it.skipIf(skipped)("keeps the caller's key as a hash, not a session id in clear", async () => {
    const name = unique();
    await requestCounter(db, "gateway.request_counts", name, 5, 600).take("session:secret-session-id");
    const rows = await db.query<{ key: string }>("select key from gateway.request_counts where key like $1", [
      `${name}:%`,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).not.toContain("secret-session-id");
  });
});
