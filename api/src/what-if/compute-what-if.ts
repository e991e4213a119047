import type { Queryable } from "@alm/database";
import { computeInPool, engineWorkerThreads } from "../runs/engine-pool.ts";
import type { StoredResults } from "../runs/compute-results.ts";
import { fromStoredRow } from "../runs/results-packing.ts";
import { runModel } from "../runs/run-model.ts";
import { readStoredFiles, type StoredFile } from "../runs/stored-files.ts";
import { WHAT_IF_FILE_KIND, type WhatIfDocument, type WhatIfStep } from "../runs/what-if-steps.ts";
import type { WhatIfBase } from "./what-if-context.ts";
import { FairQueue } from "./fair-queue.ts";

/**
 * At most one what-if less than the engine workers (at least one) computes at once, so that
 * scheduled runs always find a worker soon; each caller may have 4 waiting.
 */
export const whatIfQueue = new FairQueue(() => Math.max(1, engineWorkerThreads() - 1), 4);

/** The what-if's steps as the file an engine worker applies after the data set's own (never stored). */
export function whatIfFile(document: WhatIfDocument, id = 0): StoredFile {
  return {
    id,
    fileName: "what-if.json",
    kind: WHAT_IF_FILE_KIND,
    content: new TextEncoder().encode(JSON.stringify(document)),
  };
}

/** The data set's stored files, read once for every computation of one what-if or goal seek. */
export const sourceFiles = (db: Queryable, base: WhatIfBase) => readStoredFiles(db, base.dataSet.id);

/**
 * Computes the data set with the steps applied, in the engine pool (never on the request loop),
 * over the same chart, curve, model and NII years as the results it is compared with, so that no
 * step at all gives those results to the cent.
 */
export async function computeWhatIf(
  base: WhatIfBase,
  files: readonly StoredFile[],
  steps: WhatIfStep[],
  callerKey: string,
): Promise<StoredResults> {
  const asIs = base.asIs.base.results;
  const document: WhatIfDocument = { sourceDataSetId: base.dataSet.id, changes: [], steps };
  const [row] = await whatIfQueue.run(callerKey, () =>
    computeInPool({
      files: [...files, whatIfFile(document)],
      charts: [base.chart],
      options: {
        dataSetId: base.dataSet.id,
        asOfDate: base.dataSet.asOfDate,
        niiYears: asIs.niiYears,
        model: runModel(),
        curve: asIs.curve,
      },
      strict: false,
    }),
  );
  if (!row) throw new Error("The engine returned no results for the what-if.");
  // Through the stored form, as the results it is compared with were: the same digits.
  return fromStoredRow(row);
}
