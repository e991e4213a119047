import { availableParallelism } from "node:os";
import { stopSignalled } from "@alm/service";
import type { Tinypool } from "tinypool";
import type { ComputationOutcome, PartOutcome, RunFromParts, RunPart } from "./engine-task.ts";
import type { StoredRow } from "./results-packing.ts";
import type { RunComputation } from "./run-computation.ts";
import { RunFailure } from "./run-failure.ts";
import { HttpError } from "../http/http-error.ts";
import { childProcessPool, type ChildProcessPool } from "../processes/child-process-pool.ts";
import { log } from "../logging/logger.ts";

/**
 * Engine computations run in worker processes so that a large data set (a 100k-position run takes
 * seconds of CPU) never holds up the api's event loop: REST, sign-in and the hub keep answering.
 * Processes, not threads: a thread that runs out of heap can take V8 down with the whole api
 * (a fatal out-of-memory abort, SIGTRAP), and so can ending threads that ran WebAssembly
 * (nodejs/node#64500); a process that dies dies alone. One pool per api process (its services,
 * services.ts), shared by the run worker and reports computing results on the spot.
 */

/**
 * The worker process died (out of memory, a fault, the api's stop): the computation may succeed
 * when tried again. A caller waiting for it is answered 503 with Retry-After, never a 500; the
 * run worker tries a run again. `detail` names what ended it, for the log only.
 */
export class EngineWorkerDied extends HttpError {
  readonly detail: string;
  constructor(cause: string) {
    super(
      503,
      "SERVICE_UNAVAILABLE",
      ENGINE_INTERRUPTED_TEXT,
      [{ error: ENGINE_INTERRUPTED_TEXT, resolution: "Send the request again in a moment." }],
      { retryAfterSeconds: 1 },
    );
    this.detail = `The engine worker stopped: ${cause}`;
  }
}

/** What a caller reads when the computation it waited for was interrupted. */
export const ENGINE_INTERRUPTED_TEXT =
  "The computation was interrupted: its engine process ended (the api was stopping, or it ran out of memory).";

/**
 * How long after a worker ends the api's own stop signal may come: the group's signal reaches
 * the worker and the api together, but the api hears its own only when its event loop next
 * turns, which a send to the dead worker can come before.
 */
const STOP_SIGNAL_LAG_MS = 200;

/** Every core but the one the event loop needs, at least one. */
export const defaultEngineWorkers = () => Math.max(1, availableParallelism() - 1);

export interface EngineWorkers {
  threads: number;
  /** Old-generation heap limit of each worker process (MB); unset, Node's default. */
  memoryMb?: number;
  /**
   * Positions files of at least this many bytes in all (default SPLIT_FROM_BYTES) are valued in
   * parts, one per worker process, when there are several.
   */
  splitFromBytes?: number;
}

/**
 * About 10,000 positions: below it a run takes a second or less, and what splitting adds (each
 * part reads the files, the parts' sums cross between processes) eats what it saves.
 */
export const SPLIT_FROM_BYTES = 1_000_000;

function createPool({ threads, memoryMb }: EngineWorkers): ChildProcessPool {
  return childProcessPool(
    {
      filename: new URL("./engine-task.ts", import.meta.url).href,
      // Processes start on the first computation (tests and idle apis keep none) and then stay: a
      // new one spends a few hundred milliseconds loading the engine.
      maxThreads: threads,
      // The longest timer Node keeps (about 24 days): a larger one, Infinity too, fires at once.
      idleTimeout: 2 ** 31 - 1,
      // Not the api's own flags (an inspector port, a test runner's loader): the heap limit only.
      execArgv: memoryMb ? [`--max-old-space-size=${memoryMb}`] : [],
    },
    // A worker that dies holding no task is reported here; the pool has already let it go. One
    // that died before it had loaded the engine (too little heap to load it) would leave the
    // computations queued for it waiting for ever when no other worker is left to take them: the
    // pool is then ended, which fails them (to be tried again), and the next computation starts a
    // new one. While others live, the pool is kept: ending it ended their computations too, other
    // callers' runs and what-ifs, for one idle process gone. A stop signal sent to the process
    // group (Ctrl+C on `npm start`, a supervisor) ends the workers beside the api: expected then,
    // and said so at info, where an error would page an operator.
    (created, error) => {
      const workersLeft = created.threads.length;
      // Unref'd: an api that stops before it fires has nothing to report.
      setTimeout(() => {
        const signal = stopSignalled();
        if (signal) log.info({ workersLeft }, `engine worker ended with the api's ${signal}`);
        else log.error({ err: error, workersLeft }, "engine worker failed");
      }, STOP_SIGNAL_LAG_MS).unref();
      return created.threads.length === 0;
    },
  );
}

/** One api process's engine worker processes (ENGINE_WORKERS), shared by its run worker and report reads. */
export interface EnginePool {
  /** The worker processes it may run: what utilisation is measured against. */
  readonly threads: number;
  /**
   * Computes in an engine worker, one stored row per chart; throws RunFailure as computing in
   * process would. A large run uses every worker process: its positions are valued in parts side
   * by side, each part sending its sums by tree node (chunk by chunk: engine SUM_CHUNK), and
   * rolled up in one process, adding them in the positions' order as the unsplit run does, so the
   * results are its to the last bit. `signal` stops the computation (its worker processes are
   * ended).
   */
  compute(task: RunComputation, signal?: AbortSignal): Promise<StoredRow[]>;
  /** Engine computations queued or running (a health figure). */
  inProgress(): number;
  /** Process ids of the workers started (none before the first computation). */
  processIds(): number[];
  /** Stops the worker processes (at shutdown); a later computation starts new ones. */
  close(): Promise<void>;
}

export function createEnginePool(settings: EngineWorkers = { threads: defaultEngineWorkers() }): EnginePool {
  const workers = createPool(settings);
  let inProgress = 0;
  return {
    threads: settings.threads,
    inProgress: () => inProgress,
    processIds: () => (workers.current()?.threads ?? []).map((worker) => worker.threadId),
    async compute(task, signal) {
      const running = workers.pool();
      const parts = partsFor(task, settings);
      inProgress++;
      try {
        if (parts < 2) return rowsOf(await inWorker<ComputationOutcome>(running, task, "default", signal));
        const outcomes = await Promise.all(
          Array.from({ length: parts }, (_, part) =>
            inWorker<PartOutcome>(
              running,
              { task: ownFiles(task), part, parts } satisfies RunPart,
              "evaluatePartInWorker",
              signal,
            ),
          ),
        );
        const sums = outcomes.map(sumsOf);
        const byChart = task.charts.map((_, c) => sums.map((part) => part[c]));
        const fromParts: RunFromParts = { task, parts: byChart as RunFromParts["parts"] };
        return rowsOf(await inWorker<ComputationOutcome>(running, fromParts, "rollUpInWorker", signal));
      } finally {
        inProgress--;
      }
    },
    close: () => workers.close(),
  };
}

/** How many parts a computation is valued in: one, unless its positions are many and so are the workers. */
function partsFor(task: RunComputation, settings: EngineWorkers): number {
  const bytes = task.files.reduce((n, f) => n + (f.kind === "positions" ? f.content.byteLength : 0), 0);
  return bytes >= (settings.splitFromBytes ?? SPLIT_FROM_BYTES) ? settings.threads : 1;
}

/** The task with copies of its files: the pool takes the contents it is given over, and each part needs them. */
const ownFiles = (task: RunComputation): RunComputation => ({
  ...task,
  files: task.files.map((f) => ({ ...f, content: f.content.slice() })),
});

async function inWorker<T>(running: Tinypool, task: unknown, name: string, signal?: AbortSignal): Promise<T> {
  try {
    // Aborted, the task's worker process is ended at once (the pool starts another when needed).
    return (await running.run(task, { name, ...(signal ? { signal } : {}) })) as T;
  } catch (error) {
    throw new EngineWorkerDied(error instanceof Error ? error.message : String(error));
  }
}

function rowsOf(outcome: ComputationOutcome): StoredRow[] {
  if (outcome.kind === "results") return outcome.rows;
  return failed(outcome);
}

function sumsOf(outcome: PartOutcome) {
  if (outcome.kind === "part") return outcome.sums;
  return failed(outcome);
}

function failed(
  outcome: { kind: "failure"; error: string; resolution: string } | { kind: "bug"; detail: string },
): never {
  if (outcome.kind === "failure") throw new RunFailure(outcome.error, outcome.resolution);
  throw new Error(`engine worker: ${outcome.detail}`);
}
