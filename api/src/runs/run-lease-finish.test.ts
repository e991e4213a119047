import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@alm/database";
import { afterAll, beforeAll, expect, it } from "vitest";
import { demoDataSetToRun } from "../testing/large-positions.ts";
import { defaultTestDatabase, openTestDatabase } from "../testing/test-api.ts";
import { finishJob, type RunJob } from "./run-jobs.ts";
import { finishLeased, holdLease } from "./run-lease.ts";

/** Short, so that the last write below outlasts it several times over; beats every 75 ms. */
const LEASE_SECONDS = 0.3;
const WORKER = "this-api";

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase(defaultTestDatabase(), { seeded: true });
});
afterAll(() => db?.close());

it("keeps the lease of a job whose last write outlasts it: the write holds the job's row, the heartbeat has stopped", async () => {
  const { id: dataSetId } = await demoDataSetToRun(db);
  const [job] = await db.query<RunJob>(
    `insert into run_jobs (data_set_id, status, requested_by, requested_by_uid, locked_by, locked_until, attempts, started_date)
     values ($1, 'running', 'staff', 'staff', $2, now() + make_interval(secs => $3), 1, now()) returning *`,
    [dataSetId, WORKER, LEASE_SECONDS],
  );
  const lease = holdLease(db, job as RunJob, WORKER, LEASE_SECONDS, performance.now());
  // The computation: a few beats renew the lease.
  await sleep(LEASE_SECONDS * 2000);
  expect(lease.signal.aborted).toBe(false);

  // The finish and the results' write, in one transaction four leases long (a large run's results
  // on a busy machine). A renewal meanwhile would wait on the row finishJob holds, and the beats
  // after it would count the wait as a lost lease.
  const stored = await finishLeased(db, lease, async (tx) => {
    const finished = await finishJob(tx, job as RunJob, WORKER, "completed", null);
    await sleep(LEASE_SECONDS * 4000);
    return finished;
  });
  await sleep(LEASE_SECONDS * 1000);

  expect(stored).toBe(true);
  expect(lease.signal.reason).toBeUndefined();
  const [now] = await db.query<{ status: string; locked_by: string | null }>(
    "select status, locked_by from run_jobs where id = $1",
    [(job as RunJob).id],
  );
  expect(now).toEqual({ status: "completed", locked_by: null });
});
