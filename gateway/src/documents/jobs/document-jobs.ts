import { randomBytes } from "node:crypto";
import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { EventQueue } from "../../subscriptions/event-queue.ts";
import {
  isFinished,
  isOwner,
  type DocumentJobRecord,
  type JobOwner,
  type JobProgress,
  type JobRequest,
} from "./document-job.ts";
import { failureOf } from "./job-failure.ts";
import type { JobFiles } from "./job-files.ts";
import { JobQueue } from "./job-queue.ts";

export interface DocumentJobsOptions {
  files: JobFiles;
  /** Jobs made at the same time, across all users. */
  concurrency: number;
  /** How long a finished job and its file are kept. */
  keepMs: number;
  /** Jobs one user may have queued or running at once. */
  maxPendingPerUser: number;
  /** A job running longer is stopped and FAILED. */
  jobTimeoutMs: number;
}

/** A user's failure headline per kind of job (spec catalogues). */
export type FailureText = (request: JobRequest) => string;

/**
 * Every document job of this gateway instance: queued FIFO under a concurrency limit, owned by
 * the user who asked, watched through snapshots, and deleted with its file a while after it finished.
 */
export class DocumentJobs {
  private readonly options: DocumentJobsOptions;
  private readonly queue: JobQueue;
  private readonly jobs = new Map<string, DocumentJobRecord>();
  private readonly watchers = new Map<string, Set<EventQueue<DocumentJobRecord>>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(options: DocumentJobsOptions) {
    this.options = options;
    this.queue = new JobQueue(options.concurrency);
    this.sweeper = setInterval(() => void this.removeExpired(), Math.min(options.keepMs, 60_000));
    this.sweeper.unref();
  }

  submit(request: JobRequest, failureText: FailureText): DocumentJobRecord {
    const pending = [...this.jobs.values()].filter((j) => isOwner(j, request.owner) && !isFinished(j));
    if (pending.length >= this.options.maxPendingPerUser) {
      throw gatewayError("CONFLICT", ERROR_TEXTS.documentJobLimit(this.options.maxPendingPerUser));
    }
    const job: DocumentJobRecord = {
      id: randomBytes(18).toString("base64url"),
      kind: request.kind,
      owner: request.owner,
      clientId: request.clientId,
      reportDefinitionId: request.reportDefinitionId,
      status: "QUEUED",
      done: 0,
      total: request.total,
      fileName: request.fileName,
      contentType: request.contentType,
      error: null,
      errorMessages: [],
      createdAt: Date.now(),
      finishedAt: null,
      expiresAt: null,
    };
    this.jobs.set(job.id, job);
    this.queue.enqueue(() => this.run(job, request, failureText));
    return { ...job };
  }

  /** The owner's job as it is now; undefined for anyone else, as for a job that never was. */
  find(id: string, who: JobOwner): DocumentJobRecord | undefined {
    const job = this.jobs.get(id);
    return job && isOwner(job, who) ? { ...job } : undefined;
  }

  /** The owner's job: its state now, then every change; the feed ends after DONE or FAILED. */
  watch(id: string, who: JobOwner): EventQueue<DocumentJobRecord> | undefined {
    const job = this.jobs.get(id);
    if (!job || !isOwner(job, who)) return undefined;
    const feed = new EventQueue<DocumentJobRecord>();
    feed.push({ ...job });
    if (isFinished(job)) {
      feed.close();
      return feed;
    }
    const set = this.watchers.get(id) ?? new Set();
    set.add(feed);
    this.watchers.set(id, set);
    feed.onClose(() => set.delete(feed));
    return feed;
  }

  /** The owner's finished file; undefined when the job is not theirs, not DONE, or gone. */
  openFile(id: string, who: JobOwner) {
    const job = this.find(id, who);
    if (!job || job.status !== "DONE") return { job, file: undefined };
    return { job, file: this.options.files.open(id) };
  }

  /** Jobs queued and running (readiness, tests). */
  get load() {
    return { running: this.queue.active, queued: this.queue.pending };
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const set of this.watchers.values()) for (const feed of set) feed.close();
    this.watchers.clear();
    this.jobs.clear();
    this.options.files.removeAll();
  }

  private async run(job: DocumentJobRecord, request: JobRequest, failureText: FailureText) {
    const timeout = AbortSignal.timeout(this.options.jobTimeoutMs);
    this.update(job, { status: "RUNNING" });
    const report = ({ done, total }: JobProgress) => {
      if (isFinished(job)) return;
      this.update(job, { done: Math.min(done, total), total });
    };
    try {
      const file = await Promise.race([
        request.work(report, timeout),
        new Promise<never>((_resolve, reject) =>
          timeout.addEventListener("abort", () => reject(timeout.reason), { once: true }),
        ),
      ]);
      await this.options.files.write(job.id, file.bytes);
      this.finish(job, {
        status: "DONE",
        done: job.total,
        fileName: file.fileName,
        contentType: file.contentType,
      });
    } catch (error) {
      const { messages } = failureOf(error);
      this.finish(job, { status: "FAILED", error: failureText(request), errorMessages: messages });
    }
  }

  private finish(job: DocumentJobRecord, change: Partial<DocumentJobRecord>) {
    const finishedAt = Date.now();
    this.update(job, { ...change, finishedAt, expiresAt: finishedAt + this.options.keepMs });
    for (const feed of this.watchers.get(job.id) ?? []) feed.close();
    this.watchers.delete(job.id);
  }

  private update(job: DocumentJobRecord, change: Partial<DocumentJobRecord>) {
    Object.assign(job, change);
    for (const feed of this.watchers.get(job.id) ?? []) feed.push({ ...job });
  }

  /** Deletes finished jobs past their time, and their files. */
  async removeExpired(): Promise<void> {
    const now = Date.now();
    for (const job of [...this.jobs.values()]) {
      if (job.expiresAt === null || job.expiresAt > now) continue;
      this.jobs.delete(job.id);
      await this.options.files.remove(job.id).catch(() => undefined);
    }
  }
}
