import type { Database, Queryable } from "@alm/database";
import { renewLease, type RunJob } from "./run-jobs.ts";
import { log } from "../logging/logger.ts";

/** A job's lease as its worker holds it while it computes and stores the run. */
export interface HeldLease {
  /** Aborted when the lease is lost: the computation stops, so a run never computes twice at once. */
  readonly signal: AbortSignal;
  /** Stops renewing (the job is finished or handed back). */
  release(): void;
}

/**
 * A claimed job's lease (RUN_LEASE_SECONDS): with the workers' 2 s poll, a dead api's run is
 * taken over within 10 s.
 */
export const DEFAULT_LEASE_SECONDS = 8;

/** Renewals per lease length: three may fail (a slow database) before the lease runs out. */
const RENEWALS_PER_LEASE = 4;

/**
 * Renews a claimed job's lease while its worker works (a heartbeat, every quarter of the lease),
 * so a run longer than the lease is never claimed again while its api lives, and a dead api's
 * run is free to claim one lease after its last heartbeat. The lease is lost when a renewal
 * finds the job another worker's, or when no renewal succeeded before the lease ran out by this
 * process's clock (counted from the moment the renewal, or the claim, was sent: never later than
 * the database's expiry), and the signal then stops the computation before anyone else can
 * claim the job.
 */
export function holdLease(
  db: Queryable,
  job: RunJob,
  workerId: string,
  leaseSeconds: number,
  claimSentAt: number,
): HeldLease {
  const controller = new AbortController();
  const leaseMs = leaseSeconds * 1000;
  let deadline = claimSentAt + leaseMs;
  let renewing = false;
  const lose = (why: string) => {
    if (controller.signal.aborted) return;
    clearInterval(timer);
    log.warn({ job: job.id, dataSet: job.data_set_id }, `run job lease lost (${why}): the run stops here`);
    controller.abort(new Error(why));
  };
  const end = () => {
    clearInterval(timer);
    if (!controller.signal.aborted) controller.abort(new Error("the job has ended"));
  };
  const beat = async () => {
    if (performance.now() > deadline) return lose("not renewed in time");
    if (renewing) return;
    renewing = true;
    const sentAt = performance.now();
    try {
      const lease = await renewLease(db, job, workerId, leaseSeconds);
      if (lease === "renewed") deadline = sentAt + leaseMs;
      // Finished (by this worker, a renewal meeting its last write; or deleted with its data
      // set): nothing to renew or warn of, and any computation left of it stops.
      else if (lease === "ended") end();
      else lose("the job is another worker's now");
    } catch (error) {
      log.warn({ err: error, job: job.id }, "run job lease not renewed; trying again");
    } finally {
      renewing = false;
    }
  };
  // beat() catches its own failures: nothing to await between beats.
  const timer = setInterval(() => void beat(), leaseMs / RENEWALS_PER_LEASE);
  return {
    signal: controller.signal,
    release: () => clearInterval(timer),
  };
}

/**
 * A leased job's last write (its finish, and the results with it), in one transaction. The
 * heartbeat stops first: the computation the lease guards is over, and the write is fenced by
 * finishJob (it holds the job's row only while this worker still does). A renewal sent meanwhile
 * waited on that row's lock until the transaction ended, and the next beat counted the wait as a
 * lost lease: a full run on PostgreSQL warned "the run stops here" half a second before the run
 * stored its results (30,000 positions, 2 s lease).
 */
export function finishLeased<T>(
  db: Database,
  lease: HeldLease,
  write: (tx: Queryable) => Promise<T>,
): Promise<T> {
  lease.release();
  return db.transaction(write);
}
