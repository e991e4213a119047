import { cpuTicksOf } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledModulesAfter } from "../testing/compiled-modules.ts";
import { demoDataSetToRun, enlargePositions, type DataSetToRun } from "../testing/large-positions.ts";
import { startTestApi, type TestApi } from "../testing/test-api.ts";
import { loadRunChart, type RunChart } from "./chart-structure.ts";
import { createEnginePool, EngineWorkerDied } from "./engine-pool.ts";
import { curveForRun } from "./run-curve.ts";
import { DEFAULT_RUN_MODEL } from "./run-model.ts";
import { fromStoredRow, toStoredRow } from "./results-packing.ts";
import { computeRun, type RunComputation } from "./run-computation.ts";
import { RunFailure } from "./run-failure.ts";
import { readStoredFiles, type StoredFile } from "./stored-files.ts";

// Real engine computations in worker processes: on two cores shared with the rest of the suite a
// data set can take tens of seconds, which says nothing about what these tests check.
describe("engine pool", { timeout: 120_000 }, () => {
  let api: TestApi;
  let dataSet: DataSetToRun;
  let chart: RunChart;
  /** The demo data set's own files, read before any test enlarges its positions. */
  let demo: StoredFile[];
  /**
   * A copy of them for one computation (the pool takes the contents it is given over): where a
   * test's point is not the size of the run, the demo's few positions compute in a fraction of
   * the 10,000's time.
   */
  const demoFiles = () => demo.map((f) => ({ ...f, content: f.content.slice() }));

  const task = async (files?: StoredFile[]): Promise<RunComputation> => ({
    files: files ?? (await readStoredFiles(api.db, dataSet.id)),
    charts: [chart],
    options: {
      dataSetId: dataSet.id,
      asOfDate: dataSet.asOfDate,
      niiYears: 2,
      model: DEFAULT_RUN_MODEL,
      curve: await curveForRun(api.db, dataSet.asOfDate),
    },
    strict: true,
  });
  const undated = <T extends { computedDate: string }>(r: T) => ({ ...r, computedDate: "" });

  beforeAll(async () => {
    api = await startTestApi();
    dataSet = await demoDataSetToRun(api.db);
    chart = (await loadRunChart(api.db, api.services.charts, dataSet.chartOfAccountsId)) as RunChart;
    demo = await readStoredFiles(api.db, dataSet.id);
  });
  afterAll(() => api.close());

  it("computes in a worker process exactly what the engine computes in process", async () => {
    const [row] = await api.services.engine.compute(await task());
    const [inProcess] = await computeRun(await task());
    expect(row?.chartOfAccountsId).toBe(chart.id);
    expect(inProcess?.engine.nodes.length).toBeGreaterThan(10);
    const fromWorker = fromStoredRow(row as NonNullable<typeof row>);
    const expected = fromStoredRow(toStoredRow(inProcess as NonNullable<typeof inProcess>));
    expect(undated(fromWorker)).toEqual(undated(expected));
  });

  it("keeps its worker process between computations instead of starting one for each", async () => {
    await api.services.engine.compute(await task());
    const started = api.services.engine.processIds();
    expect(started.length).toBeGreaterThan(0);
    expect(started).not.toContain(process.pid);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await api.services.engine.compute(await task());
    expect(api.services.engine.processIds()).toEqual(started);
  });

  it("answers a failure in the worker as the RunFailure computing in process throws", async () => {
    // A new file each time: the pool takes the contents it is given over (transferred).
    const broken = (): StoredFile => ({
      id: 1,
      fileName: "positions.csv",
      kind: "positions",
      content: new TextEncoder().encode("key,description,balance\nNew Auto 60,Autos,not a number\n"),
    });
    const inPool = await api.services.engine.compute(await task([broken()])).catch((error: unknown) => error);
    expect(inPool).toBeInstanceOf(RunFailure);
    const inProcess = await computeRun(await task([broken()])).catch((error: unknown) => error);
    expect((inPool as RunFailure).reason).toBe((inProcess as RunFailure).reason);
    expect((inPool as RunFailure).message).toMatch(/^The file 'positions.csv' cannot be read \(row /);
  });

  it("leaves the event loop free: the api answers while a large computation runs", async () => {
    await enlargePositions(api.db, dataSet.id, 1_000);
    // Its worker held still by SIGSTOP: a computation that cannot end until the api has answered,
    // however quick its size, where 10,000 positions only made it long. Computed on the api's event
    // loop, it would be over before the api answered. The worker is started first (the pool starts
    // it with a first computation), whatever ran before.
    await api.services.engine.compute(await task(demoFiles()));
    const workers = api.services.engine.processIds();
    expect(workers.length).toBeGreaterThan(0);
    const next = await task();
    let settled = false;
    let computation: ReturnType<typeof api.services.engine.compute> | undefined;
    try {
      for (const pid of workers) process.kill(pid, "SIGSTOP");
      computation = api.services.engine.compute(next).finally(() => (settled = true));
      const health = await fetch(`${api.url}/healthz`);
      expect(health.status).toBe(200);
      expect(settled).toBe(false);
      expect(api.services.engine.inProgress()).toBe(1);
    } finally {
      for (const pid of workers) process.kill(pid, "SIGCONT");
    }
    const [row] = (await computation) ?? [];
    expect(fromStoredRow(row as NonNullable<typeof row>).positionCount).toBe(1_000);
    expect(api.services.engine.inProgress()).toBe(0);
  });

  it("values a large run in parts across its worker processes, giving what one process computes", async () => {
    await enlargePositions(api.db, dataSet.id, 10_000);
    const [inProcess] = await computeRun(await task());
    const split = createEnginePool({ threads: 2, splitFromBytes: 1 });
    try {
      const [row] = await split.compute(await task());
      // Two parts side by side: the pool started a process for each.
      expect(split.processIds().length).toBe(2);
      const fromParts = fromStoredRow(row as NonNullable<typeof row>);
      expect(fromParts.positionCount).toBe(10_000);
      const expected = fromStoredRow(toStoredRow(inProcess as NonNullable<typeof inProcess>));
      expect(undated(fromParts)).toEqual(undated(expected));
      const broken = await split
        .compute(
          await task([
            {
              id: 1,
              fileName: "positions.csv",
              kind: "positions",
              content: new TextEncoder().encode("key,balance\nx,y\n"),
            },
          ]),
        )
        .catch((error: unknown) => error);
      expect(broken).toBeInstanceOf(RunFailure);
      expect((broken as RunFailure).message).toMatch(/^The file 'positions.csv' cannot be read/);
    } finally {
      await split.close();
    }
  });

  it("fails, rather than keeps waiting, a computation whose worker dies while it loads the engine", async () => {
    // 8 MB cannot hold the engine's modules (loading takes 16): the process dies before it is ready.
    const starved = createEnginePool({ threads: 1, memoryMb: 8 });
    try {
      const outcome = await starved.compute(await task(demoFiles())).catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(EngineWorkerDied);
      expect((outcome as EngineWorkerDied).detail).toMatch(/^The engine worker stopped: /);
    } finally {
      await starved.close();
    }
    // Another api's pool in the same process is untouched by it.
    const [row] = await api.services.engine.compute(await task(demoFiles()));
    expect(row?.chartOfAccountsId).toBe(chart.id);
  }, 120_000);

  it("goes on computing when another of its worker processes dies idle", async () => {
    // An idle process killed (the kernel's OOM killer, an operator) ended the whole pool, and with
    // it every computation running in the others: other callers' runs and what-ifs.
    // Its 10,000 positions (the test of parts above) take a worker process a second or more.
    // Unsplit: each computation takes one process.
    const pool = createEnginePool({ threads: 2, splitFromBytes: Infinity });
    try {
      // Two at once start both processes: the demo's own few positions do, both handed over together.
      const [a, b] = [await task(demoFiles()), await task(demoFiles())];
      await Promise.all([pool.compute(a), pool.compute(b)]);
      const both = pool.processIds();
      expect(both).toHaveLength(2);
      let settled = false;
      const running = pool.compute(await task()).finally(() => (settled = true));
      const idle = await idleOf(both);
      expect(settled).toBe(false);
      process.kill(idle, "SIGKILL");
      const [row] = await running;
      expect(fromStoredRow(row as NonNullable<typeof row>).positionCount).toBe(10_000);
      expect(pool.processIds()).toEqual(both.filter((pid) => pid !== idle));
    } finally {
      await pool.close();
    }
  });

  it("keeps its workers' compiled modules though the pool ends them by a signal", async () => {
    // Node writes its compile cache at a normal exit only; the worker writes its own once loaded.
    const compiled = await compiledModulesAfter(async () => {
      const pool = createEnginePool({ threads: 1 });
      try {
        await pool.compute(await task(demoFiles()));
      } finally {
        await pool.close();
      }
    });
    expect(compiled).toBeGreaterThan(0);
  });
});

/** Of two worker processes, one computing: the other, which used next to no CPU over a moment. */
async function idleOf([a, b]: number[]): Promise<number> {
  const before = [a, b].map((pid) => cpuTicksOf(pid as number));
  await new Promise((resolve) => setTimeout(resolve, 400));
  const after = [a, b].map((pid) => cpuTicksOf(pid as number));
  const [usedA, usedB] = after.map((t, i) => t - (before[i] as number)) as [number, number];
  // 400 ms computing is some 40 ticks on a quiet core, a few on a loaded one; idle, none.
  if (Math.abs(usedA - usedB) < 3)
    throw new Error(`No one busy worker process: CPU ticks ${usedA} and ${usedB}`);
  return (usedA < usedB ? a : b) as number;
}
