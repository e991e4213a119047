import type { Database, Queryable } from "@alm/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultApiServices } from "../testing/default-services.ts";
import { defaultTestDatabase, openTestDatabase } from "../testing/test-api.ts";
import { loadRunChart, type RunChart } from "./chart-structure.ts";
import { readOrComputeResults } from "./results-store.ts";

/**
 * A read that finds stale results computes and stores them; a computation begun earlier, on an
 * older curve, may store its own results right after. The read's revision must name the row it
 * stored: report caches key built reports by it, so the other row's revision naming these figures
 * (or these figures' revision naming the other's) shows one curve's figures under another's name.
 */
describe("results a read computes", () => {
  let db: Database;
  const services = defaultApiServices();
  let target: { dataSetId: number; asOfDate: string; chart: RunChart };

  const revisionNow = async () => {
    const [row] = await db.query<{ revision: string; inputs_key: string }>(
      `select id || ':' || computed_date::text as revision, inputs_key from run_results
       where data_set_id = $1 and chart_of_accounts_id = $2`,
      [target.dataSetId, target.chart.id],
    );
    return row;
  };

  beforeAll(async () => {
    db = await openTestDatabase(defaultTestDatabase(), { seeded: true, computed: true });
    const [row] = await db.query<{ data_set_id: number; chart_of_accounts_id: number; as_of: string }>(
      `select r.data_set_id, r.chart_of_accounts_id, d.as_of_date::text as as_of
       from run_results r join data_sets d on d.id = r.data_set_id
       where d.status = 'Completed' order by r.data_set_id, r.chart_of_accounts_id limit 1`,
    );
    if (!row) throw new Error("The computed demo has no stored results.");
    const chart = await loadRunChart(db, services.charts, row.chart_of_accounts_id);
    if (!chart) throw new Error(`Chart ${row.chart_of_accounts_id} is missing.`);
    target = { dataSetId: row.data_set_id, asOfDate: row.as_of.slice(0, 10), chart };
  });
  afterAll(async () => {
    await services.close();
    await db?.close();
  });

  it("answers the revision of the row it stored when an older computation stores after it", async () => {
    // Stale: computed on inputs that are no longer the data set's.
    await db.query("update run_results set inputs_key = 'an older curve' where data_set_id = $1", [
      target.dataSetId,
    ]);
    let stored: string | undefined;
    // The older computation stores its results as soon as this read's own store has committed.
    const racing: Queryable = {
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const rows = await db.query<T>(sql, params);
        if (/^\s*insert into run_results/.test(sql) && stored === undefined) {
          stored = (await revisionNow())?.revision;
          await db.query(
            `update run_results set inputs_key = 'an older curve', computed_date = computed_date + interval '1 second'
             where data_set_id = $1 and chart_of_accounts_id = $2`,
            [target.dataSetId, target.chart.id],
          );
        }
        return rows;
      },
    };

    const loaded = await readOrComputeResults(services, racing, { ...target, niiYears: 2 });
    const now = await revisionNow();
    expect(now?.inputs_key).toBe("an older curve");
    expect(stored).toBeTruthy();
    expect(loaded.revision).toBe(stored);
    expect(loaded.revision).not.toBe(now?.revision);
    // Nothing cached under the older row's revision, and these figures only under their own.
    expect(services.results.get(now?.revision ?? "")).toBeUndefined();
    expect(services.results.get(loaded.revision)).toBe(loaded.results);

    // The next read finds the older row stale and computes again: the same figures, a new revision.
    const again = await readOrComputeResults(services, db, { ...target, niiYears: 2 });
    expect(again.revision).not.toBe(loaded.revision);
    expect(again.revision).toBe((await revisionNow())?.revision);
    expect(again.results.engine).toEqual(loaded.results.engine);
  }, 120_000);
});
