import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@alm/database";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import { defaultTestDatabase, openTestDatabase } from "../testing/test-api.ts";
import { defaultApiServices } from "../testing/default-services.ts";
import { saveResults } from "./results-store.ts";
import { runDataSet, startRunWorker } from "./run-worker.ts";

/**
 * The demo seed queues a background computation of every Completed data set. A report read that
 * came first has already stored current results: the background job must leave them, or their
 * revision (and every report's ETag built on it) changes under the reader.
 */
describe("background computation of the demo's data sets", () => {
  let db: Database;
  const services = defaultApiServices();
  beforeAll(async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true });
  });
  afterAll(async () => {
    await services.close();
    await db?.close();
  });

  const computedDates = async (dataSetId: number) =>
    (
      await db.query<{ at: string }>(
        "select computed_date::text as at from run_results where data_set_id = $1 order by chart_of_accounts_id",
        [dataSetId],
      )
    ).map((r) => r.at);

  it("leaves results a read computed first, and computes the others", async () => {
    const queued = await db.query<{ data_set_id: number }>(
      "select data_set_id from run_jobs where kind = 'precompute' and status = 'queued' order by id",
    );
    const [read, other] = queued.map((q) => q.data_set_id);
    expect(read).toBeDefined();
    expect(other).toBeDefined();
    // The worker computes every queued data set the same way: two of them show the rule, and the
    // demo's other ten would only cost the engine's time (15 of the file's 24 core-s, on both kinds
    // of PostgreSQL).
    await db.exec(
      `delete from run_jobs where kind = 'precompute' and status = 'queued' and data_set_id not in (${read}, ${other})`,
    );
    // A report read computes and stores the data set's results, as the run does.
    await db.transaction(async (tx) =>
      saveResults(tx, read as number, await runDataSet(services, tx, read as number)),
    );
    const before = await computedDates(read as number);
    expect(before.length).toBeGreaterThan(0);
    expect(await computedDates(other as number)).toEqual([]);

    const silent: StatusNotifier = {
      publish: () => Promise.reject(new Error("a background computation changes no status")),
    };
    const worker = startRunWorker({ db, notifier: silent, services, pollMs: 20, precomputeDelayMs: 0 });
    try {
      await expect
        .poll(
          async () =>
            (await db.query("select id from run_jobs where kind = 'precompute' and status <> 'completed'"))
              .length,
          { timeout: 240_000, interval: 100 },
        )
        .toBe(0);
    } finally {
      await worker.stop();
    }
    expect(await computedDates(read as number)).toEqual(before);
    expect((await computedDates(other as number)).length).toBeGreaterThan(0);
  }, 300_000);
});
