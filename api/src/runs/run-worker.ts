import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Database, Queryable } from "@alm/database";
import type { StatusNotifier } from "../notifications/notification-message.ts";
import { loadRunChart, type RunChart } from "./chart-structure.ts";
import { curveForRun } from "./run-curve.ts";
import type { ComputationServices } from "./computation-services.ts";
import { EngineWorkerDied } from "./engine-pool.ts";
import { RunFailure } from "./run-failure.ts";
import { runFinished } from "./run-metrics.ts";
import {
  claimJob,
  finishJob,
  MAX_ATTEMPTS,
  recoverJobs,
  releaseJob,
  type JobWakeups,
  type RunJob,
} from "./run-jobs.ts";
import { DEFAULT_LEASE_SECONDS, finishLeased, holdLease, type HeldLease } from "./run-lease.ts";
import { requester, setDataSetStatus, type RunAnnouncements } from "./run-status.ts";
import type { StoredRow } from "./results-packing.ts";
import { hasCurrentResults, saveResults } from "./results-store.ts";
import { computeDataSetResults } from "./results-computation.ts";
import { log } from "../logging/logger.ts";

/**
 * How often an idle worker looks for a run queued by another api process, or one whose worker
 * stopped or died (a run queued in this process wakes its worker at once). Every look is a query:
 * at half a second, they were all an idle api's CPU.
 */
export const POLL_MS = 2_000;

export interface RunWorkerOptions {
  db: Database;
  notifier: StatusNotifier;
  /** The api's engine pool, run model and caches, the wake-ups of the jobs it queues, its announcements. */
  services: ComputationServices & { jobs: JobWakeups; announcements: RunAnnouncements };
  /** Pause between polls of the queue when it is empty (default POLL_MS). */
  pollMs?: number;
  /**
   * How long a claimed job stays locked to this worker without a heartbeat (default 8 s; renewed
   * every quarter of it while the run works): a dead api's run is claimed again by another within
   * this plus a poll.
   */
  leaseSeconds?: number;
  /**
   * Background computations wait this long after the start (default 10 s), and pause between
   * each other, so that they never hold up sign-ins and first requests; reports read before
   * compute their results on the spot.
   */
  precomputeDelayMs?: number;
  /** Compute the demo seed's Completed data sets in the background (default true). */
  precompute?: boolean;
  /** Jobs computed at once (default 1): one per engine worker process keeps them all busy. */
  concurrency?: number;
}

export interface RunWorker {
  readonly id: string;
  /** Look at the queue now instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

interface DataSetHead {
  id: number;
  name: string;
  client_id: number;
  as_of_date: string;
}

/** Charts a run computes: those of the report definitions using the data set, else the client's first. */
async function chartsToRun(
  db: Queryable,
  computation: ComputationServices,
  dataSet: DataSetHead,
): Promise<RunChart[]> {
  const rows = await db.query<{ id: number }>(
    `select distinct chart_of_accounts_id as id from report_definitions
     where base_data_set_id = $1 or compare_data_set_id = $1
     union
     select id from (select id from charts_of_accounts where client_id = $2 order by id limit 1) first_chart
     order by id`,
    [dataSet.id, dataSet.client_id],
  );
  const charts: RunChart[] = [];
  for (const r of rows) {
    const chart = await loadRunChart(db, computation.charts, r.id);
    if (chart) charts.push(chart);
  }
  return charts;
}

/** Whether the results a background computation would store are already there and current. */
async function precomputedAlready(
  db: Queryable,
  computation: ComputationServices,
  dataSet: DataSetHead,
): Promise<boolean> {
  const charts = await chartsToRun(db, computation, dataSet);
  const asOfDate = dataSet.as_of_date;
  const niiYears = await niiYearsFor(db, dataSet);
  return hasCurrentResults(db, computation.model, { id: dataSet.id, asOfDate }, charts, niiYears);
}

/** NII years to project: the most any user of the data set asks for (at least 2). */
async function niiYearsFor(db: Queryable, dataSet: DataSetHead): Promise<number> {
  const [row] = await db.query<{ years: number | null }>(
    `select greatest(
       (select max(nii_years) from report_definitions where base_data_set_id = $1 or compare_data_set_id = $1),
       (select nii_years from client_settings where client_id = $2), 2)::int as years`,
    [dataSet.id, dataSet.client_id],
  );
  return Math.min(10, row?.years ?? 2);
}

/** Everything a run computes, or why it cannot. */
export async function runDataSet(
  computation: ComputationServices,
  db: Queryable,
  dataSetId: number,
  signal?: AbortSignal,
): Promise<StoredRow[]> {
  const [dataSet] = await db.query<DataSetHead>(
    "select id, name, client_id, as_of_date::text as as_of_date from data_sets where id = $1",
    [dataSetId],
  );
  if (!dataSet) throw new RunFailure("The data set no longer exists.", "Nothing to do.");
  const charts = await chartsToRun(db, computation, dataSet);
  if (!charts.length) {
    throw new RunFailure(
      "The client has no chart of accounts to roll the positions up over.",
      "Create or import a chart of accounts on the Charts of Accounts page, then run the data set again.",
    );
  }
  const niiYears = await niiYearsFor(db, dataSet);
  const curve = await curveForRun(db, dataSet.as_of_date);
  const job = { dataSetId: dataSet.id, asOfDate: dataSet.as_of_date, charts, niiYears, curve, strict: true };
  return computeDataSetResults(computation, db, job, signal);
}

/**
 * The run worker of this api process: polls the jobs table, claims one job at a time, computes
 * with the engine, stores the results and the outcome in one transaction, then pushes the
 * status changes through the hub.
 */
export function startRunWorker(options: RunWorkerOptions): RunWorker {
  const { db, notifier, services } = options;
  const pollMs = options.pollMs ?? POLL_MS;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const precomputeAfter = Date.now() + (options.precomputeDelayMs ?? 10_000);
  const precompute = options.precompute ?? true;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<void> | undefined;
  let recovered = false;

  const processJob = async (job: RunJob, claimSentAt: number) => {
    const lease = holdLease(db, job, id, leaseSeconds, claimSentAt);
    try {
      await processLeasedJob(job, lease);
    } finally {
      lease.release();
    }
  };

  const processLeasedJob = async (job: RunJob, lease: HeldLease) => {
    const leaseLost = lease.signal;
    const [dataSet] = await db.query<DataSetHead>(
      "select id, name, client_id, as_of_date::text as as_of_date from data_sets where id = $1",
      [job.data_set_id],
    );
    if (!dataSet) return; // deleted meanwhile: its jobs went with it
    const began = Date.now();
    log.info({ job: job.id, kind: job.kind, dataSet: dataSet.id, attempt: job.attempts }, "run job claimed");
    if (job.kind === "precompute" && (await precomputedAlready(db, services, dataSet))) {
      await finishLeased(db, lease, (tx) => finishJob(tx, job, id, "completed", null));
      log.info(
        { job: job.id, dataSet: dataSet.id },
        "run job skipped: a report read computed the results first",
      );
      return;
    }
    let results: StoredRow[] = [];
    let failure: RunFailure | undefined;
    if (job.attempts > MAX_ATTEMPTS) {
      failure = new RunFailure(
        `The run was interrupted ${MAX_ATTEMPTS} times (the api or its engine worker stopped while it ran).`,
        "Run the data set again; contact support if it keeps failing.",
      );
    } else {
      try {
        results = await runDataSet(services, db, dataSet.id, leaseLost);
      } catch (error) {
        // The lease went to another worker (its engine process was stopped): that worker runs it.
        if (leaseLost.aborted) return;
        if (error instanceof EngineWorkerDied) {
          // Tried again (a new thread) until the attempts run out, like a run the api's stop interrupted.
          log.error(`run of data set ${dataSet.id}: ${error.detail}`);
          await releaseJob(db, job, id);
          return;
        }
        if (error instanceof RunFailure) failure = error;
        else {
          log.error({ err: error }, `run of data set ${dataSet.id} failed`);
          failure = new RunFailure(
            "The run failed unexpectedly.",
            "Run the data set again; contact support if it keeps failing.",
          );
        }
      }
    }
    const status = failure ? "Failed" : "Completed";
    const reason = failure?.reason ?? null;
    // A background computation of a Completed data set changes no status unless it fails.
    const quiet = job.kind === "precompute" && !failure;
    const changed = await finishLeased(db, lease, async (tx) => {
      if (!(await finishJob(tx, job, id, failure ? "failed" : "completed", reason))) return null;
      if (!failure) await saveResults(tx, dataSet.id, results);
      return quiet ? [] : setDataSetStatus(tx, dataSet.id, status, reason);
    });
    log.info(
      { job: job.id, kind: job.kind, dataSet: dataSet.id, status, ms: Date.now() - began, stored: !!changed },
      "run job finished",
    );
    runFinished(job.kind, status, Date.now() - began);
    if (!changed || quiet) return; // quiet, or the lock expired and another worker took the job over
    await services.announcements.announce(
      notifier,
      requester(job),
      { id: dataSet.id, name: dataSet.name, clientId: dataSet.client_id },
      status,
      reason,
      changed,
    );
  };

  const drainOneAtATime = async () => {
    while (!stopped) {
      const kinds: RunJob["kind"][] =
        precompute && Date.now() >= precomputeAfter ? ["run", "precompute"] : ["run"];
      const claimSentAt = performance.now();
      const job = await claimJob(db, id, leaseSeconds, kinds);
      if (!job) return;
      await processJob(job, claimSentAt);
      if (job.kind === "precompute") await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const drain = async () => {
    if (!recovered) {
      await recoverJobs(db);
      recovered = true;
    }
    await Promise.all(Array.from({ length: options.concurrency ?? 1 }, drainOneAtATime));
  };

  /**
   * A wake-up that came while a drain ran: that drain's last look at the queue may have been
   * before the job's insert (its claim found nothing), so the queue is looked at again as soon as
   * it ends. Dropped, the job waited for the next poll: seen in a full run, where a run queued as
   * the previous one finished stayed queued for the test's poll interval of a minute.
   */
  let wokenWhileBusy = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    if (busy) {
      wokenWhileBusy ||= ms === 0;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      busy = drain()
        .catch((error: unknown) => log.error({ err: error }, "run worker failed"))
        .finally(() => {
          busy = undefined;
          const again = wokenWhileBusy;
          wokenWhileBusy = false;
          schedule(again ? 0 : pollMs);
        });
    }, ms);
  };

  const wake = () => schedule(0);
  const unsubscribe = services.jobs.onQueued(wake);
  schedule(0);

  return {
    id,
    wake,
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await busy;
    },
  };
}
