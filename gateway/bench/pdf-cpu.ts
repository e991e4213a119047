/**
 * Where an All Reports package spends its CPU, per process (this node process runs the gateway and
 * pdf-lib; the api; Chromium's browser, renderers, GPU and network processes): a cold package,
 * then warm ones, each with its wall time. CPU-seconds hold when the machine is busy, where wall
 * times do not. A profiling aid, not a bench (no targets, not in `npm run bench`):
 * `node gateway/bench/pdf-cpu.ts [warm packages, 3]` (ports 4256, 4257).
 * PDF_CPU_ARGS="--flag …": extra Chromium flags to try; PDF_CPU_PROF=file: a CPU profile of this
 * process during the last warm package; PDF_CPU_RASTER=1: the raster anchor's package after.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { BrowserPool, defaultPoolSize } from "../src/documents/browser-pool.ts";
import { startDocumentStack } from "../src/testing/document-test-stack.ts";
import { BENCH_RATE_LIMITS } from "../src/testing/test-stack.ts";
import { demoAllReports } from "../src/testing/demo-package.ts";
import { createPdfPackageRenderer } from "../src/documents/pdf/render-package.ts";
import { renderRasterPackage } from "./pdf-raster.ts";
import { CHROMIUM_ARGS } from "../src/documents/chromium.ts";
import { ProcessCpu } from "./process-cpu.ts";

if (process.env.PDF_CPU_ARGS) CHROMIUM_ARGS.push(...process.env.PDF_CPU_ARGS.split(" "));

const WARM = Number(process.argv[2] ?? 3);

const stack = await startDocumentStack({
  apiPort: 4256,
  gatewayPort: 4257,
  config: { PRINT_TICKET_TTL_SECONDS: "3600", ...BENCH_RATE_LIMITS },
});
const apiPid = stack.api.process.pid;
const pool = new BrowserPool(undefined, defaultPoolSize());
const render = createPdfPackageRenderer(pool);
const sampler = new ProcessCpu(apiPid);
console.log(
  `api pid ${apiPid}; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);

async function measure(name: string, run: () => Promise<Uint8Array>) {
  sampler.start();
  const t = performance.now();
  const pdf = await run();
  const ms = performance.now() - t;
  const byKind = sampler.stop();
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  const parts = [...byKind].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(2)}`);
  console.log(
    `${name}: ${(ms / 1000).toFixed(2)} s wall, ${total.toFixed(2)} CPU-s, ${pdf.length} B | ${parts.join(" | ")}`,
  );
}

try {
  await measure("cold", async () => render(await demoAllReports(stack), () => {}));
  for (let i = 1; i <= WARM; i++) {
    const profiling = process.env.PDF_CPU_PROF && i === WARM;
    const session = profiling ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post("Profiler.enable");
      await session.post("Profiler.start");
    }
    await measure(`warm ${i}`, async () => render(await demoAllReports(stack), () => {}));
    if (session) {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(process.env.PDF_CPU_PROF as string, JSON.stringify(profile));
    }
  }
  if (process.env.PDF_CPU_RASTER === "1")
    await measure("raster", async () => renderRasterPackage(pool, await demoAllReports(stack)));
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
} finally {
  await pool.close();
  await stack.close();
}
