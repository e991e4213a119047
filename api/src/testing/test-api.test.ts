import { expect, it } from "vitest";
import { runDataSet } from "../runs/run-worker.ts";
import { defaultTestDatabase, openTestDatabase, startTestApi } from "./test-api.ts";

// A test worker runs file after file without loading the modules again (isolate: false), so what
// one file's api configured must not reach the next file. Run after the engine-worker crash test,
// the precompute test computed in workers of a 32 MB heap, which died.
it("leaves the engine workers as they were before the api, once it is closed", async () => {
  const small = await startTestApi(undefined, { ENGINE_WORKER_MEMORY_MB: "32" });
  await small.close();
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
