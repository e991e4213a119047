import { partRanges, type RunPart } from "@alm/engine";
import type { RunChart } from "./chart-structure.ts";
import {
  checkRunnable,
  computeResults,
  evaluatePart,
  type ComputeOptions,
  type StoredResults,
} from "./compute-results.ts";
import { RunFailure } from "./run-failure.ts";
import { parseRunInputs, type RunInputs, type StoredFile } from "./stored-files.ts";

/**
 * Everything one engine computation needs, as plain data: it crosses to an engine worker by
 * structured clone (the files' contents are transferred, not copied).
 */
export interface RunComputation {
  files: StoredFile[];
  charts: RunChart[];
  options: ComputeOptions;
  /**
   * A run refuses positions whose keys are not leaves of its charts; results computed for a
   * report on another chart take the positions that fit it.
   */
  strict: boolean;
}

/** The data set's files parsed, refused when a chart cannot take their positions. */
async function runnableInputs(task: RunComputation): Promise<RunInputs> {
  const inputs = await parseRunInputs(task.files);
  for (const chart of task.charts) {
    if (task.strict) checkRunnable(inputs, chart);
    else if (!inputs.positions.length) {
      throw new RunFailure(
        "The data set has no stored positions.",
        "Upload the manual upload template (positions) to the data set and run it again.",
      );
    }
  }
  return inputs;
}

/**
 * Parses a data set's files and values them over each chart: the CPU-heavy part of a run.
 * `parts`: per chart, its positions valued already in parts (evaluateRunPart of each, in order):
 * only the roll-up is left.
 */
export async function computeRun(
  task: RunComputation,
  parts?: readonly (readonly RunPart[])[],
): Promise<StoredResults[]> {
  const inputs = await runnableInputs(task);
  return task.charts.map((chart, c) => computeResults(inputs, chart, task.options, parts?.[c]));
}

/**
 * Part `part` of `parts` of a run's positions (partRanges: about alike), valued over each chart:
 * one large run split across engine workers, rolled up by computeRun. Per chart, the sums of its
 * positions by tree node, not per position: what crosses between the processes stays small.
 */
export async function evaluateRunPart(task: RunComputation, part: number, parts: number): Promise<RunPart[]> {
  const inputs = await runnableInputs(task);
  const range = partRanges(inputs.positions.length, parts)[part];
  if (!range) throw new RangeError(`part ${part} of ${parts}`);
  return task.charts.map((chart) => evaluatePart(inputs, chart, task.options, range));
}
