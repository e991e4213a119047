/**
 * Benchmark of a large run: a data set of 100k positions (BENCH_POSITIONS) is run through the
 * api while another process samples GET /healthz every 20 ms; prints the health check's latency
 * during the run (the target: p99 under 100 ms) and the run's time. The anchor, measured in the
 * same process, is the same computation alone on the main thread (as runs were computed before
 * the engine pool), sampled the same way. BENCH_SMOKE=1: 300 positions.
 */
import { loadRunChart } from "../src/runs/chart-structure.ts";
import { curveForRun } from "../src/runs/run-curve.ts";
import { computeRun } from "../src/runs/run-computation.ts";
import { readStoredFiles } from "../src/runs/stored-files.ts";
import { demoDataSetToRun, enlargePositions } from "../src/testing/large-positions.ts";
import { benchReport, sized } from "../../scripts/bench-report.ts";
import { startDemoBenchApi } from "./demo-bench-api.ts";
import { sampleHealthzDuring, type HealthzLatency } from "./healthz-sampling.ts";

const report = benchReport(import.meta.url);
const POSITIONS = sized(Number(process.env.BENCH_POSITIONS ?? 100_000), 300);

// The demo seed gives a client, its chart and a data set ready to run.
const { config, db, api, tokenOf } = await startDemoBenchApi();
const dataSet = await demoDataSetToRun(db);
await enlargePositions(db, dataSet.id, POSITIONS);
const token = await tokenOf("staff");

/** Runs the data set through the REST api and waits for its run job to finish. */
async function runThroughApi(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${api.url}/base/analysis/dataset/${dataSet.id}/run?api-version=1.0`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 202) throw new Error(`The run was refused: ${res.status} ${await res.text()}`);
  for (;;) {
    const [job] = await db.query<{ status: string; reason: string | null }>(
      "select status, reason from run_jobs where data_set_id = $1 order by id desc limit 1",
      [dataSet.id],
    );
    if (job?.status === "failed") throw new Error(`The run failed: ${job.reason}`);
    if (job?.status === "completed") return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The anchor: reading the files and computing, on the main thread. */
async function computeInProcess(): Promise<number> {
  const chart = await loadRunChart(db, api.services.charts, dataSet.chartOfAccountsId);
  if (!chart) throw new Error("The data set's chart is missing.");
  const curve = await curveForRun(db, dataSet.asOfDate);
  const started = performance.now();
  await computeRun({
    files: await readStoredFiles(db, dataSet.id ?? 0),
    charts: [chart],
    options: {
      dataSetId: dataSet.id ?? 0,
      asOfDate: dataSet.asOfDate,
      niiYears: 2,
      model: api.services.model,
      curve,
    },
    strict: true,
  });
  return performance.now() - started;
}

const pooled = await sampleHealthzDuring(api.url, runThroughApi);
const inProcess = await sampleHealthzDuring(api.url, computeInProcess);

const MAIN_THREAD = "the computation alone on the main thread";
console.log(`engine bench on ${db.kind}, ${POSITIONS} positions, ${config.ENGINE_WORKERS} engine worker(s)`);
report.figure({
  name: "run through the api (engine pool)",
  value: pooled.value / 1000,
  unit: "s",
  anchor: { name: MAIN_THREAD, value: inProcess.value / 1000 },
});
const healthz = (during: string, l: HealthzLatency, anchor?: HealthzLatency) => {
  if (l.failures) throw new Error(`GET /healthz during ${during}: ${l.failures} failures`);
  const against = (value: number) => (anchor ? { name: `during ${MAIN_THREAD}`, value } : undefined);
  const name = `GET /healthz during ${during}`;
  report.figure({
    name: `${name} p50`,
    value: l.p50,
    unit: "ms",
    digits: 1,
    anchor: against(anchor?.p50 ?? 0),
  });
  report.figure({
    name: `${name} p99`,
    value: l.p99,
    unit: "ms",
    digits: 1,
    target: anchor ? { atMost: 100 } : undefined,
    anchor: against(anchor?.p99 ?? 0),
  });
  report.figure({
    name: `${name} max`,
    value: l.max,
    unit: "ms",
    digits: 1,
    anchor: against(anchor?.max ?? 0),
  });
};
console.log(
  `GET /healthz sampled every 20 ms: ${pooled.latency.samples} samples during the run, ${inProcess.latency.samples} during the computation alone`,
);
healthz("the run", pooled.latency, inProcess.latency);
healthz(MAIN_THREAD, inProcess.latency);
await api.close();
await db.close();
report.save();
process.exit(0);
