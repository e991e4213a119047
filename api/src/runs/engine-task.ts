import { Worker } from "node:worker_threads";
import type { RunPart as PartSums } from "@alm/engine";
// The module alone: the package's index would load zod and the servers' helpers in every worker.
import { keepCompiledModules } from "@alm/service/compile-cache";
import { computeRun, evaluateRunPart, type RunComputation } from "./run-computation.ts";
import { toStoredRow, type StoredRow } from "./results-packing.ts";
import { RunFailure } from "./run-failure.ts";

/**
 * An api killed outright (kill -9, out of memory) cannot end its engine processes, and the
 * computation in hand holds this process's event loop for seconds: a run taken over by another
 * api would then compute twice at once. A thread of its own checks twice a second that the api
 * is still this process's parent, and ends the process when it is not.
 */
function endWithParent(): void {
  const watch = new Worker(
    `const { workerData } = require("node:worker_threads");
     setInterval(() => { if (process.ppid !== workerData) process.kill(process.pid, "SIGKILL"); }, 500);`,
    { eval: true, workerData: process.ppid },
  );
  watch.unref(); // never what keeps this process alive
}
const tinypoolChild = (process as { __tinypool_state__?: { isChildProcess?: boolean } }).__tinypool_state__;
if (tinypoolChild?.isChildProcess) {
  endWithParent();
  // The engine's compiled modules serve the next worker (loaded in 0.23 s, not 0.45).
  keepCompiledModules();
}

/**
 * What an engine worker answers. Errors are answered rather than thrown: a thrown error loses
 * its class and resolution on the way back, and a rejected task then means only one thing, that
 * the worker itself died.
 */
export type ComputationOutcome = Answer<{ kind: "results"; rows: StoredRow[] }>;
/** The results of one part of a run's positions, per chart (evaluatePartInWorker). */
export type PartOutcome = Answer<{ kind: "part"; sums: PartSums[] }>;
type Answer<T> = T | { kind: "failure"; error: string; resolution: string } | { kind: "bug"; detail: string };

/** One part of a large run (engine-pool.ts splits it across the pool's processes). */
export interface RunPart {
  task: RunComputation;
  part: number;
  parts: number;
}

/** A large run's roll-up from its parts' results (per chart, in order). */
export interface RunFromParts {
  task: RunComputation;
  parts: PartSums[][];
}

async function answer<T>(compute: () => Promise<T>): Promise<Answer<T>> {
  try {
    return await compute();
  } catch (error) {
    if (error instanceof RunFailure)
      return { kind: "failure", error: error.message, resolution: error.resolution };
    return { kind: "bug", detail: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** The engine worker's entry point (engine-pool.ts runs this module in worker processes). */
export default function computeInWorker(task: RunComputation): Promise<ComputationOutcome> {
  // Packed to JSON here: a large object graph would take the event loop as long to receive.
  return answer(async () => ({ kind: "results", rows: (await computeRun(task)).map(toStoredRow) }));
}

/** Values one part of a large run's positions. */
export function evaluatePartInWorker({ task, part, parts }: RunPart): Promise<PartOutcome> {
  return answer(async () => ({ kind: "part", sums: await evaluateRunPart(task, part, parts) }));
}

/** Rolls a large run up from its parts' results, as computeInWorker would have computed it. */
export function rollUpInWorker({ task, parts }: RunFromParts): Promise<ComputationOutcome> {
  return answer(async () => ({ kind: "results", rows: (await computeRun(task, parts)).map(toStoredRow) }));
}
