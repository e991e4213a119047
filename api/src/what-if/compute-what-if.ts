import type { Queryable } from "@alm/database";
import type { StoredResults } from "../runs/compute-results.ts";
import { fromStoredRow } from "../runs/results-packing.ts";
import { readStoredFiles, type StoredFile } from "../runs/stored-files.ts";
import { WHAT_IF_FILE_KIND, type WhatIfDocument, type WhatIfStep } from "../runs/what-if-steps.ts";
import type { WhatIfBase } from "./what-if-context.ts";
import type { ApiServices } from "../services.ts";

/** What a what-if needs of its api (services.ts): the engine pool, the models, the fair queue, the reads. */
export type WhatIfServices = Pick<
  ApiServices,
  "engine" | "model" | "whatIfs" | "charts" | "results" | "computing" | "supervisoryTest"
>;

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
 * step at all gives those results to the cent. `signal`: the caller went away, the computation stops.
 */
export async function computeWhatIf(
  services: WhatIfServices,
  base: WhatIfBase,
  files: readonly StoredFile[],
  steps: WhatIfStep[],
  callerKey: string,
  signal?: AbortSignal,
): Promise<StoredResults> {
  const asIs = base.asIs.base.results;
  const document: WhatIfDocument = { sourceDataSetId: base.dataSet.id, changes: [], steps };
  const [row] = await services.whatIfs.run(callerKey, () => {
    // A caller who left while waiting for a turn has no use for the answer.
    signal?.throwIfAborted();
    return services.engine.compute(
      {
        files: [...files, whatIfFile(document)],
        charts: [base.chart],
        options: {
          dataSetId: base.dataSet.id,
          asOfDate: base.dataSet.asOfDate,
          niiYears: asIs.niiYears,
          model: services.model,
          curve: asIs.curve,
        },
        strict: false,
      },
      signal,
    );
  });
  if (!row) throw new Error("The engine returned no results for the what-if.");
  // Through the stored form, as the results it is compared with were: the same digits.
  return fromStoredRow(row);
}
