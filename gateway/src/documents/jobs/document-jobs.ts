import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { log } from "../../logging/logger.ts";
import { EventQueue } from "../../subscriptions/event-queue.ts";
import {
  isFinished,
  type DocumentFile,
  type DocumentJobKind,
  type DocumentJobRecord,
  type JobOwner,
  type JobProgress,
} from "./document-job.ts";
import type { Queryable } from "@alm/database";
import type { DocumentFiles, StoredFile } from "./document-files.ts";
import { documentJobFinished } from "./document-metrics.ts";
import type { JobEvents } from "./job-events.ts";
import { failureOf } from "./job-failure.ts";
import { MAX_RUNS, type JobQueue } from "./job-queue.ts";
import type { JobRequest } from "./job-request.ts";
import type { ClaimedJob, JobStore } from "./job-store.ts";

export interface DocumentJobsOptions {
  store: JobStore;
  files: DocumentFiles;
  queue: JobQueue;
  events: JobEvents;
  /** Makes a claimed job's file, reading as its owner (job-work.ts; tests plug in their own). */
  work: JobRunner;
  /** How long a finished job and its file are kept. */
  keepMs: number;
  /** Jobs one user may have queued or running at once, across every instance. */
  maxPendingPerUser: number;
  /** A run longer than this is stopped and the job FAILED. */
  jobTimeoutMs: number;
}

export type JobRunner = (
  job: ClaimedJob,
  report: (progress: JobProgress) => void,
  signal: AbortSignal,
) => Promise<DocumentFile>;

/** A user's failure headline per kind of job (spec catalogues). */
const FAILURE_TEXTS: Record<DocumentJobKind, string> = {
  DETAIL_WORKBOOK: ERROR_TEXTS.documentFileFailed("xlsx"),
  PDF_PACKAGE: ERROR_TEXTS.pdfFailed,
  PDF_SELECTION: ERROR_TEXTS.pdfFailed,
  WHAT_IF_WORKBOOK: ERROR_TEXTS.documentFileFailed("xlsx"),
  WHAT_IF_PDF: ERROR_TEXTS.pdfFailed,
};

/** Why a run stopped without an outcome: its instance is stopping, and hands the job back. */
class HandedBack extends Error {}

/**
 * Document jobs of every gateway instance: kept in the store, run by whichever instance's worker
 * takes them from the durable queue, owned by the user who asked, watched through snapshots on
 * any instance, and deleted with their files a while after they finished.
 */
export class DocumentJobs {
  private readonly options: DocumentJobsOptions;
  private readonly stopping = new AbortController();
  private readonly sweeper: NodeJS.Timeout;
  private runs = 0;
  /** Who runs a job (document_jobs.runner): which instance, for operators and tests. */
  readonly runner = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

  constructor(options: DocumentJobsOptions) {
    this.options = options;
    this.sweeper = setInterval(() => void this.sweep(), Math.min(options.keepMs, 60_000));
    this.sweeper.unref();
  }

  /** Connects to the queue and the change notices: from here on this instance queues and serves jobs. */
  async open(): Promise<void> {
    await this.options.events.start();
    await this.options.queue.start();
  }

  /** Opens, and starts this instance's worker: from here on it also runs jobs, any instance's. */
  async start(): Promise<void> {
    await this.open();
    await this.options.queue.work((id) => this.run(id));
  }

  async submit(request: JobRequest): Promise<DocumentJobRecord> {
    const { store, queue, maxPendingPerUser } = this.options;
    const job = await store.insert(randomBytes(18).toString("base64url"), request, maxPendingPerUser);
    if (!job) throw gatewayError("CONFLICT", ERROR_TEXTS.documentJobLimit(maxPendingPerUser));
    await queue.send(job.id);
    return job;
  }

  /** The owner's job as it is now; undefined for anyone else, as for a job that never was. */
  find(id: string, who: JobOwner): Promise<DocumentJobRecord | undefined> {
    return this.options.store.find(id, who);
  }

  /** The owner's job: its state now, then every change; the feed ends after DONE or FAILED. */
  async watch(id: string, who: JobOwner): Promise<EventQueue<DocumentJobRecord> | undefined> {
    const feed = new EventQueue<DocumentJobRecord>();
    let last = "";
    let reading = Promise.resolve();
    const show = (job: DocumentJobRecord | undefined) => {
      const seen = job && `${job.status} ${job.done}/${job.total}`;
      if (job && seen !== last) {
        last = seen as string;
        feed.push(job);
      }
      if (!job || isFinished(job)) feed.close();
    };
    // Listening before the first read: a change between the two is read again, never missed.
    const stop = this.options.events.subscribe(id, () => {
      reading = reading.then(async () => show(await this.find(id, who))).catch(() => feed.close());
    });
    feed.onClose(stop);
    const job = await this.find(id, who);
    if (!job) {
      feed.close();
      return undefined;
    }
    reading = reading.then(() => show(job));
    await reading;
    return feed;
  }

  /** The owner's finished file; undefined when the job is not theirs, not DONE, or gone. */
  async openFile(id: string, who: JobOwner): Promise<{ job?: DocumentJobRecord; file?: StoredFile }> {
    const job = await this.find(id, who);
    if (!job || job.status !== "DONE") return { job };
    return { job, file: await this.options.files.open(id) };
  }

  /** Jobs this instance is running now (tests). */
  get running(): number {
    return this.runs;
  }

  /**
   * Stops taking jobs and hands the running ones back to the queue, where another instance takes
   * them at once; waits at most `graceMs` for that.
   */
  async close(graceMs = 5_000): Promise<void> {
    clearInterval(this.sweeper);
    this.stopping.abort(new HandedBack("The gateway is stopping."));
    await this.options.queue.stop(graceMs).catch((error: unknown) => {
      log.warn({ err: error }, "document queue did not stop cleanly");
    });
    await this.options.events.stop();
  }

  private async run(id: string): Promise<void> {
    const { store, files, keepMs } = this.options;
    const job = await store.claim(id, this.runner);
    if (!job) return; // finished (a run that ended as its worker was presumed dead) or expired
    this.runs += 1;
    const began = Date.now();
    const { attempt } = job;
    await this.changed(id);
    const signal = AbortSignal.any([AbortSignal.timeout(this.options.jobTimeoutMs), this.stopping.signal]);
    let reported = Promise.resolve();
    const report = ({ done, total }: JobProgress) => {
      reported = reported
        .then(async () => {
          if (await store.progress(id, attempt, done, total)) await this.changed(id);
        })
        .catch((error: unknown) => log.warn({ err: error }, "document job progress was not recorded"));
    };
    try {
      const file = await Promise.race([
        this.options.work(job, report, signal),
        new Promise<never>((_resolve, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener("abort", () => reject(signal.reason), { once: true });
        }),
      ]);
      await reported;
      const holds = (tx: Queryable) => store.holds(tx, id, attempt);
      const stored =
        "copyOf" in file
          ? await files.copy(file.copyOf, id, holds)
          : (await files.write(id, file.bytes, holds))
            ? "copied"
            : "refused";
      if (stored === "missing") throw new Error(`stored file ${"copyOf" in file ? file.copyOf : id} is gone`);
      if (stored === "refused") {
        // Another run has the job now (or it is gone): the file is that run's to store.
        log.info(`document job ${id}: run ${attempt} ended after the job was taken from it`);
        return;
      }
      await store.finish(id, attempt, keepMs, { status: "DONE", ...file });
      documentJobFinished(job.record.kind, "DONE", Date.now() - began);
    } catch (error) {
      await reported;
      if (this.stopping.signal.aborted) {
        await store.requeue(id, attempt);
        log.info(`document job ${id}: handed back to the queue (the gateway is stopping)`);
        await this.changed(id);
        // Thrown to the queue: the run failed, so the job is offered again, to another instance.
        throw error;
      }
      const { messages } = failureOf(error);
      await store.finish(id, attempt, keepMs, {
        status: "FAILED",
        error: FAILURE_TEXTS[job.record.kind],
        errorMessages: messages,
      });
      documentJobFinished(job.record.kind, "FAILED", Date.now() - began);
    } finally {
      this.runs -= 1;
    }
    await this.changed(id);
  }

  private changed(id: string): Promise<void> {
    return this.options.events.publish(id).catch((error: unknown) => {
      log.warn({ err: error }, "document job change was not announced");
    });
  }

  /** Deletes finished jobs past their time and their files; fails jobs the queue gave up on. */
  async sweep(): Promise<void> {
    const { store, keepMs, jobTimeoutMs } = this.options;
    try {
      await store.removeExpired();
      // Every run may have taken the whole timeout plus a missed heartbeat: longer, it is abandoned.
      const gaveUp = await store.failAbandoned(
        MAX_RUNS * (jobTimeoutMs + 60_000),
        ERROR_TEXTS.documentTimedOut,
        [{ error: ERROR_TEXTS.documentTimedOut, resolution: ERROR_TEXTS.documentTryAgain }],
        keepMs,
      );
      for (const id of gaveUp) await this.changed(id);
    } catch (error) {
      log.warn({ err: error }, "document jobs were not swept");
    }
  }
}
