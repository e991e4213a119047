import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { ComputationOutcome } from "./engine-task.ts";
import type { StoredRow } from "./results-packing.ts";
import type { RunComputation } from "./run-computation.ts";
import { RunFailure } from "./run-failure.ts";
import { log } from "../logging/logger.ts";

/**
 * Engine computations run in worker threads so that a large data set (a 100k-position run takes
 * seconds of CPU) never holds up the api's event loop: REST, sign-in and the hub keep answering.
 * One pool per process, shared by the run worker and reports computing results on the spot.
 */

/** The worker thread died (out of memory, a fault): the computation may succeed when tried again. */
export class EngineWorkerDied extends Error {}

/** Every core but the one the event loop needs, at least one. */
export const defaultEngineWorkers = () => Math.max(1, availableParallelism() - 1);

export interface EngineWorkers {
  threads: number;
  /** Old-generation heap limit of each thread (MB); unset, Node's default. */
  memoryMb?: number;
}

let settings: EngineWorkers = { threads: defaultEngineWorkers() };
let pool: Piscina | undefined;
let inProgress = 0;

function createPool({ threads, memoryMb }: EngineWorkers): Piscina {
  const created = new Piscina({
    filename: new URL("./engine-task.ts", import.meta.url).href,
    // Threads start on the first computation (tests and idle apis keep none) and then stay: a new
    // one spends a few hundred milliseconds loading the engine, and ending threads churns
    // WebAssembly code (type stripping, PGlite) that V8 has been seen to abort on
    // (nodejs/node#64500).
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: Infinity,
    // A thread over the limit dies alone (ERR_WORKER_OUT_OF_MEMORY); the api and its other runs go on.
    resourceLimits: memoryMb ? { maxOldGenerationSizeMb: memoryMb } : undefined,
  });
  // Without a listener, an error the pool reports outside a task would stop the process.
  created.on("error", (error: unknown) => log.error({ err: error }, "engine worker failed"));
  return created;
}

/** Sets the engine worker threads (ENGINE_WORKERS); computations in hand finish first. */
export function useEngineWorkers(wanted: EngineWorkers): void {
  if (wanted.threads === settings.threads && wanted.memoryMb === settings.memoryMb) return;
  settings = wanted;
  const previous = pool;
  pool = undefined;
  void previous?.close();
}

/** Engine computations queued or running in this process (a health figure). */
export const engineComputationsInProgress = () => inProgress;

/** Computes in an engine worker, one stored row per chart; throws RunFailure as computing in process would. */
export async function computeInPool(task: RunComputation): Promise<StoredRow[]> {
  pool ??= createPool(settings);
  const transferList = task.files.map((f) => f.content.buffer as ArrayBuffer);
  let outcome: ComputationOutcome;
  inProgress++;
  try {
    outcome = (await pool.run(task, { transferList })) as ComputationOutcome;
  } catch (error) {
    throw new EngineWorkerDied(
      `The engine worker stopped: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    inProgress--;
  }
  if (outcome.kind === "failure") throw new RunFailure(outcome.error, outcome.resolution);
  if (outcome.kind === "bug") throw new Error(`engine worker: ${outcome.detail}`);
  return outcome.rows;
}

/** Stops the threads (at shutdown); a later computation starts a new pool. */
export async function closeEnginePool(): Promise<void> {
  const previous = pool;
  pool = undefined;
  await previous?.close();
}
