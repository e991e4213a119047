import { computeRun, type RunComputation } from "./run-computation.ts";
import type { StoredResults } from "./compute-results.ts";
import { RunFailure } from "./run-failure.ts";

/**
 * What an engine worker answers. Errors are answered rather than thrown: a thrown error loses
 * its class and resolution on the way back, and a rejected task then means only one thing, that
 * the worker itself died.
 */
export type ComputationOutcome =
  | { kind: "results"; results: StoredResults[] }
  | { kind: "failure"; error: string; resolution: string }
  | { kind: "bug"; detail: string };

/** The engine worker's entry point (engine-pool.ts runs this module in worker threads). */
export default async function computeInWorker(task: RunComputation): Promise<ComputationOutcome> {
  try {
    return { kind: "results", results: await computeRun(task) };
  } catch (error) {
    if (error instanceof RunFailure)
      return { kind: "failure", error: error.message, resolution: error.resolution };
    return { kind: "bug", detail: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
