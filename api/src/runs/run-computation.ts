import type { RunChart } from "./chart-structure.ts";
import { checkRunnable, computeResults, type ComputeOptions, type StoredResults } from "./compute-results.ts";
import { RunFailure } from "./run-failure.ts";
import { parseRunInputs, type StoredFile } from "./stored-files.ts";

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

/** Parses a data set's files and values them over each chart: the CPU-heavy part of a run. */
export async function computeRun(task: RunComputation): Promise<StoredResults[]> {
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
  return task.charts.map((chart) => computeResults(inputs, chart, task.options));
}
