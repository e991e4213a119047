import { expect, it } from "vitest";
import { NCUA_SUPERVISORY_TEST, supervisoryTestParams } from "../reports/supervisory-test.ts";
import { DEFAULT_RUN_MODEL, runModel } from "../runs/run-model.ts";
import { runDataSet } from "../runs/run-worker.ts";
import { defaultTestDatabase, openTestDatabase, startTestApi } from "./test-api.ts";

// A test worker runs file after file without loading the modules again (isolate: false), so what
// one file's api configured for its process must not reach the next file. Run after the engine
// worker crash test, the precompute test computed in workers with a 32 MB heap, which died.
it("puts back what an api set for its process from configuration, once it is closed", async () => {
  const configured = await startTestApi(undefined, {
    ENGINE_WORKER_MEMORY_MB: "32",
    DEPOSIT_FUNDING_SPREAD_BP: "75",
    NCUA_SHARE_PRICE_SHOCK: "90",
  });
  expect(runModel().deposits.fundingSpreadBp).toBe(75);
  expect(supervisoryTestParams().nonMaturitySharePrice.shock).toBe(90);
  await configured.close();
  expect(runModel()).toEqual(DEFAULT_RUN_MODEL);
  expect(supervisoryTestParams()).toEqual(NCUA_SUPERVISORY_TEST);

  const db = await openTestDatabase(defaultTestDatabase(), { seeded: true });
  try {
    const [queued] = await db.query<{ data_set_id: number }>(
      "select data_set_id from run_jobs where kind = 'precompute' order by id limit 1",
    );
    expect(queued).toBeDefined();
    const rows = await db.transaction((tx) => runDataSet(tx, queued?.data_set_id as number));
    expect(rows.length).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
}, 60_000);
