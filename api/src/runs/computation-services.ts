import type { BoundedCache } from "../caching/bounded-cache.ts";
import type { RunChart } from "./chart-structure.ts";
import type { StoredResults } from "./compute-results.ts";
import type { EnginePool } from "./engine-pool.ts";
import type { RunModel } from "./run-model.ts";

/**
 * What computing and reading results needs of its api: made once per api by `createApiServices`
 * (services.ts) and handed down, so two apis in one process never share a pool, a model or a cache.
 */
export interface ComputationServices {
  engine: EnginePool;
  /** The models every run and every read computes with (configuration, fixed for the api's life). */
  model: RunModel;
  /** Parsed charts by id and last update. */
  charts: BoundedCache<RunChart>;
  /** Parsed results by stored row revision: parsing a few MB of JSON is the slow part of a read. */
  results: BoundedCache<StoredResults>;
  /**
   * Results a read is computing, by data set, chart structure and inputs, with the NII years they
   * will hold: reads expecting the same inputs and no more years join it.
   */
  computing: Map<string, { niiYears: number; results: Promise<LoadedResults> }>;
}

export interface LoadedResults {
  results: StoredResults;
  /** The stored row's revision: changes whenever the stored results change; part of report cache keys. */
  revision: string;
}
