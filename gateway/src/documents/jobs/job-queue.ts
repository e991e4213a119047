import type { Database } from "@alm/database";
import { PgBoss } from "pg-boss";
import { log } from "../../logging/logger.ts";
import { deploymentKey } from "./package-store.ts";
import { queueDatabase } from "./queue-database.ts";

/** One queue per deployment (its public URL), as the rate limits count: deployments sharing a server stay apart. */
const queueOf = (deployment: string) => `documents-${deploymentKey(deployment)}`;

/** pg-boss's smallest: a worker silent this long is presumed dead, and its job is run again. */
export const HEARTBEAT_SECONDS = 10;

/**
 * How often an idle worker asks the queue for a job asked for on another instance, or handed back
 * by one that stopped or died (a job asked for here wakes this instance's workers at once). Every
 * ask is a query: at half a second, an idle gateway spent half its CPU asking.
 */
export const POLL_SECONDS = 2;

/** Runs of one job at most (a run ends early when its worker dies or its instance stops). */
export const MAX_RUNS = 5;

export interface JobQueueOptions {
  db: Database;
  /** The deployment's public URL: its instances share one queue. */
  deployment: string;
  /** GATEWAY_DATABASE_URL: pg-boss opens its own pool there; unset, it shares the embedded store. */
  connectionString: string | undefined;
  /** Jobs this instance runs at once. */
  concurrency: number;
  /** A run lasts at most this long (the job's timeout, plus a margin for storing its file). */
  runSeconds: number;
  /** How often this instance looks for jobs whose workers died (pg-boss's supervise and monitor). */
  superviseSeconds: number;
  /** How often an idle worker asks for a job (POLL_SECONDS unless a test says otherwise). */
  pollSeconds?: number;
}

/**
 * The durable queue of document jobs (pg-boss, schema gateway_queue): every instance's worker may take
 * any job; a job whose worker stops sending heartbeats (killed, frozen) is retried on another; a
 * stopping instance fails its runs back to the queue, to be taken again at once.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers: string[] = [];
  private readonly options: JobQueueOptions;
  private readonly name: string;

  constructor(options: JobQueueOptions) {
    this.options = options;
    this.name = queueOf(options.deployment);
    this.boss = new PgBoss({
      ...queueDatabase(options.db, options.connectionString),
      schema: "gateway_queue",
      application_name: "alm-gateway-documents",
      superviseIntervalSeconds: options.superviseSeconds,
      monitorIntervalSeconds: options.superviseSeconds,
      registerInstance: false,
    });
    this.boss.on("error", (error: unknown) => log.warn({ err: error }, "document queue"));
  }

  async start(): Promise<void> {
    await this.boss.start();
    const settings = {
      heartbeatSeconds: HEARTBEAT_SECONDS,
      expireInSeconds: this.options.runSeconds,
      retryLimit: MAX_RUNS - 1,
      retryDelay: 0,
      // The job's row in document_jobs is what users see; the queue's copy only needs to outlive its runs.
      deleteAfterSeconds: 24 * 60 * 60,
    };
    // Created by the first instance; later ones (with a new timeout, say) bring it up to date.
    if (await this.boss.getQueue(this.name)) await this.boss.updateQueue(this.name, settings);
    else
      await this.boss
        .createQueue(this.name, settings)
        .catch(() => this.boss.updateQueue(this.name, settings));
  }

  /** Queues a job, and wakes this instance's workers: a job asked for here starts at once. */
  async send(jobId: string): Promise<void> {
    await this.boss.send(this.name, { jobId });
    for (const worker of this.workers) this.boss.notifyWorker(worker);
  }

  /**
   * Takes jobs from the queue, `concurrency` at a time; a run that throws goes back to the queue.
   * One pg-boss worker per slot, so that `send` can wake each of them.
   */
  async work(run: (jobId: string) => Promise<void>): Promise<void> {
    for (let slot = 0; slot < this.options.concurrency; slot++)
      this.workers.push(
        await this.boss.work<{ jobId: string }>(
          this.name,
          {
            localConcurrency: 1,
            batchSize: 1,
            pollingIntervalSeconds: this.options.pollSeconds ?? POLL_SECONDS,
          },
          async ([job]) => {
            if (job) await run(job.data.jobId);
          },
        ),
      );
  }

  /** Stops taking jobs; runs that end within `graceMs` settle, the rest go back to the queue. */
  async stop(graceMs: number): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: graceMs, close: true });
  }
}
