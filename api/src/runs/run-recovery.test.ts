import { afterAll, beforeAll, expect, it } from "vitest";
import { demoDataSetToRun, enlargePositions, type DataSetToRun } from "../testing/large-positions.ts";
import type { Database } from "@alm/database";
import { defaultTestDatabase, openTestDatabase, startTestApiOn, type TestApi } from "../testing/test-api.ts";

let db: Database;
let api: TestApi | undefined;
let dataSet: DataSetToRun;

// No api runs while the database is prepared: a running one's worker would queue a job of its own
// for the Started data set, or claim the expired one, before the test's restart.
beforeAll(async () => {
  db = await openTestDatabase(defaultTestDatabase(), { seeded: true });
  dataSet = await demoDataSetToRun(db);
  await enlargePositions(db, dataSet.id, 10_000);
  // The api stopped while it computed the data set's run (its lock has just expired).
  await db.query("update data_sets set status = 'Started' where id = $1", [dataSet.id]);
  await db.query(
    `insert into run_jobs (data_set_id, status, requested_by, requested_by_uid, locked_by, locked_until, attempts, started_date)
     values ($1, 'running', 'staff', 'staff', 'the-stopped-api', now() - interval '1 second', 1, now() - interval '1 minute')`,
    [dataSet.id],
  );
});
afterAll(async () => {
  if (api) await api.close();
  else await db.close();
});

it("recovers a run the stopped api had in hand, computing it while the new api answers requests", async () => {
  const started = await startTestApiOn(db);
  api = started;
  let answeredWhileComputing = false;
  await expect
    .poll(
      async () => {
        const health = await fetch(`${started.url}/healthz`);
        const computing = started.services.engine.inProgress() > 0;
        const [job] = await started.db.query<{ status: string }>(
          "select status from run_jobs where data_set_id = $1",
          [dataSet.id],
        );
        if (health.status === 200 && computing && job?.status === "running") answeredWhileComputing = true;
        return job?.status;
      },
      { timeout: 55_000, interval: 20 },
    )
    .toBe("completed");
  expect(answeredWhileComputing).toBe(true);
  const [job] = await started.db.query<{ attempts: number; locked_by: string | null }>(
    "select attempts, locked_by from run_jobs where data_set_id = $1",
    [dataSet.id],
  );
  expect(job).toEqual({ attempts: 2, locked_by: null });
  const [done] = await started.db.query<{ status: string; positions: number }>(
    `select d.status, (r.result->>'positionCount')::int as positions
     from data_sets d join run_results r on r.data_set_id = d.id where d.id = $1 limit 1`,
    [dataSet.id],
  );
  expect(done).toEqual({ status: "Completed", positions: 10_000 });
}, 60_000); // a 10k-position run after a restart, on a busy machine
