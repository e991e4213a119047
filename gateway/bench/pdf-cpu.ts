/**
 * Where a warm All Reports package spends its CPU, per kind of process (gateway, api, Chromium's
 * renderers, browser, network service, GPU): after one cold package, BENCH_PACKAGES (5) warm
 * packages, each process kind's median and the wall time's. CPU-seconds hold on a busy machine,
 * where wall time does not, so compare changes by these, in alternating runs.
 * `node gateway/bench/pdf-cpu.ts` (ports 4256, 4257; `npm run build -w web` first).
 * PDF_TRACE_DIR=<dir>: also writes a Chromium trace of the last warm package there (devtools
 * timeline and V8 samples of every renderer), to open in the browser's Performance panel.
 * PDF_SAVE=<file>: writes the last package there (to compare pages before and after a change:
 * `pdftoppm -r 60 -png`).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { BrowserPool } from "../src/documents/browser-pool.ts";
import { startDocumentStack } from "../src/testing/document-test-stack.ts";
import { BENCH_RATE_LIMITS } from "../src/testing/test-stack.ts";
import { demoAllReports } from "../src/testing/demo-package.ts";
import { createPdfPackageRenderer } from "../src/documents/pdf/render-package.ts";
import { ProcessCpu } from "./process-cpu.ts";
import { preparePrintApp } from "../src/documents/pdf/print-page.ts";

const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 5);
const TRACE_DIR = process.env.PDF_TRACE_DIR;
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
].join(",");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The pool's browser, reached through a lease (it is launched on first use). */
const browserOf = (pool: BrowserPool) => pool.withPage(async (page) => page.context().browser() as Browser);

const stack = await startDocumentStack({ apiPort: 4256, gatewayPort: 4257, config: BENCH_RATE_LIMITS });
const pool = new BrowserPool(
  undefined,
  undefined,
  preparePrintApp(() => stack.gatewayUrl),
);
const render = createPdfPackageRenderer(pool);
const processCpu = new ProcessCpu(stack.api.process.pid);
try {
  await render(await demoAllReports(stack), () => {});
  const browser = await browserOf(pool);
  const byKind = new Map<string, number[]>();
  const walls: number[] = [];
  for (let i = 1; i <= PACKAGES; i++) {
    const request = await demoAllReports(stack);
    const tracing = TRACE_DIR && i === PACKAGES;
    if (tracing) await browser.startTracing(undefined, { categories: TRACE_CATEGORIES.split(",") });
    processCpu.start();
    const started = performance.now();
    const from = process.hrtime.bigint() / 1000n;
    const pdf = await render(request, () => {});
    walls.push(performance.now() - started);
    // The package's span on the monotonic clock in microseconds, as V8's CPU profiles (--cpu-prof) time their samples.
    if (tracing)
      writeFileSync(
        join(TRACE_DIR, "window.json"),
        JSON.stringify([from, process.hrtime.bigint() / 1000n].map(Number)),
      );
    for (const [kind, seconds] of processCpu.stop()) byKind.set(kind, [...(byKind.get(kind) ?? []), seconds]);
    if (tracing) writeFileSync(join(TRACE_DIR, "pdf-package-trace.json"), await browser.stopTracing());
    if (process.env.PDF_SAVE && i === PACKAGES) writeFileSync(process.env.PDF_SAVE, pdf);
  }
  const rows = [...byKind].map(([kind, all]) => [kind, median(all)] as const).sort((a, b) => b[1] - a[1]);
  const total = median(
    walls.map((_, i) => [...byKind.values()].reduce((sum, all) => sum + (all[i] ?? 0), 0)),
  );
  console.log(
    `${PACKAGES} warm packages, medians: ${(median(walls) / 1000).toFixed(2)} s, ${total.toFixed(2)} CPU-s`,
  );
  for (const [kind, seconds] of rows.filter(([, s]) => s >= 0.02)) {
    console.log(`  ${kind.padEnd(48)} ${seconds.toFixed(2)}`);
  }
} finally {
  await pool.close();
  await stack.close();
}
