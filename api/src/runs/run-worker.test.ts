import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "@alm/database";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import { demoDataSetToRun } from "../testing/large-positions.ts";
import { defaultTestDatabase, openTestDatabase } from "../testing/test-api.ts";
import { defaultApiServices } from "../testing/default-services.ts";
import { enqueueJob, jobQueued } from "./run-jobs.ts";
import { startRunWorker, type RunWorker } from "./run-worker.ts";

let db: Database;
let worker: RunWorker | undefined;
const services = defaultApiServices();

beforeAll(async () => {
  db = await openTestDatabase(defaultTestDatabase(), { seeded: true });
});
afterAll(async () => {
  await worker?.stop();
  await services.close();
  await db?.close();
});

/** Announces nothing: the test reads the queue, not the hub. */
const quiet: StatusNotifier = {
  publish: async ({ subject, status, domain, createdBy, payload }) => ({
    id: 0,
    subject,
    status,
    domain,
    createdBy: createdBy.username,
    createdByUid: createdBy.sub,
    createdDate: new Date().toISOString(),
    payload,
  }),
};

const statusOf = async (jobId: number) =>
  (await db.query<{ status: string }>("select status from run_jobs where id = $1", [jobId]))[0]?.status;

it("claims a run asked for in its process at once, not at its next look at the queue", async () => {
  const { id } = await demoDataSetToRun(db);
  const by = { username: "staff", sub: "staff" };
  // A first run, queued before the worker starts, is claimed by its first look at the queue; after
  // it, the worker would not look again for a minute.
  const first = await enqueueJob(db, id, by);
  worker = startRunWorker({ db, notifier: quiet, services, pollMs: 60_000, precompute: false });
  await expect.poll(() => statusOf(first.id), { timeout: 60_000, interval: 50 }).toBe("completed");
  const second = await enqueueJob(db, id, by);
  await jobQueued(db, services.jobs);
  await expect.poll(() => statusOf(second.id), { timeout: 10_000, interval: 50 }).not.toBe("queued");
}, 90_000);
