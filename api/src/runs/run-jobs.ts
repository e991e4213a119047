import type { Database, Queryable } from "@alm/database";

/** A Run or Rerun of a data set, as the jobs table holds it. */
export interface RunJob {
  id: number;
  data_set_id: number;
  kind: "run" | "precompute";
  status: "queued" | "running" | "completed" | "failed";
  requested_by: string;
  requested_by_uid: string;
  attempts: number;
  created_date: Date | string;
}

/** A job that was interrupted this many times is failed rather than tried again. */
export const MAX_ATTEMPTS = 3;

/** Wakes the run workers of one api when it queues a job, so a run need not wait for the next poll. */
export class JobWakeups {
  private readonly wakers = new Set<() => void>();

  onQueued(wake: () => void): () => void {
    this.wakers.add(wake);
    return () => this.wakers.delete(wake);
  }

  wakeAll(): void {
    this.wakers.forEach((wake) => wake());
  }
}

/**
 * On PostgreSQL the workers of other processes (API_ROLE=worker among them) hear of a queued job on
 * this channel at once; a notice lost while a listener reconnects costs that worker one poll.
 */
export const RUN_QUEUED_CHANNEL = "alm_run_queued";

export const jobQueued = async (
  db: Pick<Database, "listen" | "query">,
  wakeups: JobWakeups,
): Promise<void> => {
  wakeups.wakeAll();
  if (db.listen) await db.query("select pg_notify($1, '')", [RUN_QUEUED_CHANNEL]);
};

/** Wakes `wake` when another process queues a job (PostgreSQL; PGlite has one process). */
export async function onJobQueuedElsewhere(db: Database, wake: () => void): Promise<() => Promise<void>> {
  return db.listen ? db.listen(RUN_QUEUED_CHANNEL, wake) : async () => {};
}

export async function activeJob(db: Queryable, dataSetId: number): Promise<RunJob | undefined> {
  const [job] = await db.query<RunJob>(
    "select * from run_jobs where data_set_id = $1 and kind = 'run' and status in ('queued', 'running')",
    [dataSetId],
  );
  return job;
}

/**
 * Queues a job; the partial unique index refuses a second active job of the same data set, so
 * two runs never overlap even when two requests race (the caller turns that into a 409).
 */
export async function enqueueJob(
  tx: Queryable,
  dataSetId: number,
  by: { username: string; sub: string },
): Promise<RunJob> {
  const [job] = await tx.query<RunJob>(
    `insert into run_jobs (data_set_id, requested_by, requested_by_uid) values ($1, $2, $3) returning *`,
    [dataSetId, by.username, by.sub],
  );
  if (!job) throw new Error("The run was not queued.");
  return job;
}

/**
 * Claims the oldest claimable job in one statement: a queued one, or a running one whose lock
 * expired (its worker died). `for update skip locked` lets several api processes share the queue
 * on a PostgreSQL server; on PGlite (one connection) it is simply a no-op.
 */
export async function claimJob(
  db: Queryable,
  workerId: string,
  leaseSeconds: number,
  kinds: readonly RunJob["kind"][] = ["run", "precompute"],
): Promise<RunJob | undefined> {
  const [job] = await db.query<RunJob>(
    `update run_jobs set status = 'running', locked_by = $1, locked_until = now() + make_interval(secs => $2),
       attempts = attempts + 1, started_date = now()
     where id = (
       select id from run_jobs
       where (status = 'queued' or (status = 'running' and locked_until < now())) and kind = any($3)
       order by case kind when 'run' then 0 else 1 end, created_date, id
       limit 1
       for update skip locked)
     returning *`,
    [workerId, leaseSeconds, kinds],
  );
  return job;
}

/** Queues the background computation of a Completed data set's results (the demo seed's). */
export async function enqueuePrecompute(tx: Queryable, dataSetId: number): Promise<void> {
  await tx.query(
    "insert into run_jobs (data_set_id, kind, requested_by, requested_by_uid) values ($1, 'precompute', 'system', 'system')",
    [dataSetId],
  );
}

/** Ends a job this worker still holds; false when its lock was lost to another worker. */
export async function finishJob(
  tx: Queryable,
  job: RunJob,
  workerId: string,
  status: "completed" | "failed",
  reason: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `update run_jobs set status = $3, reason = $4, finished_date = now(), locked_by = null, locked_until = null
     where id = $1 and locked_by = $2 and status = 'running' returning id`,
    [job.id, workerId, status, reason],
  );
  return rows.length > 0;
}

/**
 * Extends the lease of a job this worker still holds (its heartbeat): "renewed"; "ended" when the
 * job is finished or gone (deleted with its data set); "taken" when another worker holds it (its
 * lease ran out and another worker claimed it).
 */
export async function renewLease(
  db: Queryable,
  job: RunJob,
  workerId: string,
  leaseSeconds: number,
): Promise<"renewed" | "ended" | "taken"> {
  const rows = await db.query(
    `update run_jobs set locked_until = now() + make_interval(secs => $3)
     where id = $1 and locked_by = $2 and status = 'running' returning id`,
    [job.id, workerId, leaseSeconds],
  );
  if (rows.length > 0) return "renewed";
  // Read afresh (the update may have waited on the transaction that finished the job, and a
  // statement's own reads see the rows as they were when it began).
  const [now] = await db.query<Pick<RunJob, "status">>("select status from run_jobs where id = $1", [job.id]);
  return !now || now.status === "completed" || now.status === "failed" ? "ended" : "taken";
}

/** Queues a job this worker holds again, to be claimed (and counted) as a new attempt. */
export async function releaseJob(db: Queryable, job: RunJob, workerId: string): Promise<void> {
  await db.query(
    `update run_jobs set status = 'queued', locked_by = null, locked_until = null
     where id = $1 and locked_by = $2 and status = 'running'`,
    [job.id, workerId],
  );
}

/**
 * At start: nothing may stay Started for ever. On PGlite the database belongs to this process
 * alone, so a job still marked running was interrupted by a crash or restart and is queued again
 * at once; on a PostgreSQL server other api processes may be working, so their jobs are claimed
 * again when their lock expires. A Started data set without an active job gets one.
 */
export async function recoverJobs(db: Database): Promise<void> {
  if (db.kind === "pglite") {
    await db.query(
      "update run_jobs set status = 'queued', locked_by = null, locked_until = null where status = 'running'",
    );
  }
  await db.query(
    `insert into run_jobs (data_set_id, requested_by, requested_by_uid)
     select d.id, 'system', 'system' from data_sets d
     where d.status = 'Started' and not exists (
       select 1 from run_jobs j where j.data_set_id = d.id and j.kind = 'run' and j.status in ('queued', 'running'))
     on conflict do nothing`,
  );
}
