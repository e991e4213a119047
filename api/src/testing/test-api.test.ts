import { expect, it } from "vitest";
import { NCUA_SUPERVISORY_TEST } from "../reports/supervisory-test.ts";
import { DEFAULT_RUN_MODEL } from "../runs/run-model.ts";
import { runDataSet } from "../runs/run-worker.ts";
import { defaultApiServices } from "./default-services.ts";
import { defaultTestDatabase, openTestDatabase, startTestApi } from "./test-api.ts";

// A test worker runs file after file in one process (isolate: false), and some files start two
// apis: what one api was configured with stays its own. Computing with a neighbour's engine
// workers of a 32 MB heap once made a demo run die.
it("keeps an api's configured models and engine workers to that api", async () => {
  const configured = await startTestApi(undefined, {
    ENGINE_WORKER_MEMORY_MB: "32",
    DEPOSIT_FUNDING_SPREAD_BP: "75",
    NCUA_SHARE_PRICE_SHOCK: "90",
  });
  const services = defaultApiServices();
  const db = await openTestDatabase(defaultTestDatabase(), { seeded: true });
  try {
    expect(configured.services.model.deposits.fundingSpreadBp).toBe(75);
    expect(configured.services.supervisoryTest.nonMaturitySharePrice.shock).toBe(90);
    expect(services.model).toEqual(DEFAULT_RUN_MODEL);
    expect(services.supervisoryTest).toEqual(NCUA_SUPERVISORY_TEST);
    const [queued] = await db.query<{ data_set_id: number }>(
      "select data_set_id from run_jobs where kind = 'precompute' order by id limit 1",
    );
    expect(queued).toBeDefined();
    const rows = await db.transaction((tx) => runDataSet(services, tx, queued?.data_set_id as number));
    expect(rows.length).toBeGreaterThan(0);
  } finally {
    await Promise.all([configured.close(), services.close(), db.close()]);
  }
}, 60_000);
