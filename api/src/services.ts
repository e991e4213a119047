import { BoundedCache } from "./caching/bounded-cache.ts";
import type { ApiConfig } from "./config.ts";
import { computationSettings } from "./computation-settings.ts";
import type { ReportModel } from "./reports/report-model.ts";
import type { KnownVersion } from "./reports/report-inputs-stamp.ts";
import type { ReportServices } from "./reports/report-context.ts";
import { createEnginePool } from "./runs/engine-pool.ts";
import { JobWakeups } from "./runs/run-jobs.ts";
import { RunAnnouncements } from "./runs/run-status.ts";
import { createUploadCheckPool, type UploadCheckPool } from "./spreadsheets/upload-check-pool.ts";
import { FairQueue } from "./http/fair-queue.ts";

/**
 * Everything an api keeps for its life besides the database and the hub: its engine pool, the
 * models it computes with, its caches and the wake-ups of the runs it queues. `server.ts` and
 * `worker-server.ts` make one and hand it to the route factories and the run worker; nothing is
 * kept in a module variable, so apis started one after another in a process (tests) share nothing.
 */
export interface ApiServices extends ReportServices {
  /** Built report data by data version (report-version.ts). */
  reports: BoundedCache<ReportModel>;
  /** Per report read, the data version its last full read found, with its inputs' fingerprint (report-inputs-stamp.ts). */
  reportVersions: BoundedCache<KnownVersion>;
  jobs: JobWakeups;
  announcements: RunAnnouncements;
  /** The process uploads are parsed and checked in, off the request loop. */
  uploadChecks: UploadCheckPool;
  /** What-ifs' turns at the engine pool, so that they never starve scheduled runs (http/fair-queue.ts). */
  whatIfs: FairQueue;
  /** Report reads' turns (loading and building a report), so that one caller's burst does not hold up another's read. */
  reportReads: FairQueue;
  /** Ends the engine and checking processes (at shutdown). */
  close(): Promise<void>;
}

/** Bounds of the caches (entries): ARCHITECTURE.md, "Caches", says what each keeps. */
const PARSED_CHARTS = 50;
const PARSED_RESULTS = 24;
const BUILT_REPORTS = 500;
const KNOWN_VERSIONS = 2000;

/**
 * Report reads loading and building at once: the building runs on the request loop, so more at
 * once only interleave; a few keep the database busy while one builds. Waiting per caller: well
 * above a print page's package (76 pages) read twice at once, so only a flood is refused.
 */
const REPORT_READ_SLOTS = 4;
const REPORT_READS_WAITING = 200;

export function createApiServices(config: ApiConfig): ApiServices {
  const settings = computationSettings(config);
  const engine = createEnginePool(settings.engineWorkers);
  const uploadChecks = createUploadCheckPool();
  return {
    engine,
    model: settings.model,
    supervisoryTest: settings.supervisoryTest,
    charts: new BoundedCache(PARSED_CHARTS),
    results: new BoundedCache(PARSED_RESULTS),
    computing: new Map(),
    reports: new BoundedCache(BUILT_REPORTS),
    reportVersions: new BoundedCache(KNOWN_VERSIONS),
    jobs: new JobWakeups(),
    announcements: new RunAnnouncements(),
    uploadChecks,
    // At most one what-if less than the engine workers (at least one) at once; 4 waiting per caller.
    whatIfs: new FairQueue(() => Math.max(1, engine.threads - 1), 4, "what-if computations"),
    reportReads: new FairQueue(() => REPORT_READ_SLOTS, REPORT_READS_WAITING, "report reads"),
    close: async () => {
      await Promise.all([engine.close(), uploadChecks.close()]);
    },
  };
}
