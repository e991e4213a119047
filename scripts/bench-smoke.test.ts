import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { haproxyInstalled, skipsWithout } from "@alm/test-support";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_NODE_FLAGS } from "../test-support/service-process.ts";
import { figureLines } from "./bench-report.ts";

/**
 * Every benchmark, in smoke mode (BENCH_SMOKE=1: small sizes, nothing written), so that a change
 * that breaks one fails here rather than at the next `npm run bench`. The benches are read from
 * each package's "bench" script, which `npm run bench` runs: a bench added there is smoke-run too.
 */
const root = join(import.meta.dirname, "..");
const PACKAGES = ["engine", "api", "gateway", "web"];

/** The `node bench/….ts` steps of a package's bench script, in order. */
function benchesOf(pkg: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, pkg, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.bench ?? "";
  return [...script.matchAll(/node (bench\/\S+\.ts)/g)].map((m) => m[1] ?? "");
}

/** The scale-out bench needs a PostgreSQL server and haproxy, and says it skipped without them. */
const NEEDS_SERVER = new Set(["gateway/bench/scale-bench.ts"]);
const serverAvailable = !!process.env.DATABASE_URL && haproxyInstalled();

/** Longer than any smoke run takes beside the rest of `npm test`; the bench is stopped at it. */
const DEADLINE_MS = 240_000;

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one bench as `npm run bench` does (in its package's folder), in a process group of its
 * own, so that at the deadline it goes with everything it started (services, Chromium).
 */
function runBench(pkg: string, script: string): Promise<Finished> {
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, script], {
    cwd: join(root, pkg),
    env: { ...process.env, BENCH_SMOKE: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
      reject(new Error(`${pkg}/${script} did not end within ${DEADLINE_MS / 1000} s:\n${stdout}\n${stderr}`));
    }, DEADLINE_MS);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

// Concurrent, two at a time (the project's maxConcurrency).
describe("benchmarks in smoke mode", { timeout: DEADLINE_MS + 10_000 }, () => {
  beforeAll(() => {
    // The web benches and the PDF bench open the built app, as the browser tests do.
    if (!existsSync(join(root, "web/dist/index.html")))
      throw new Error("The web app is not built: run `npm run build -w web` first.");
  });

  for (const pkg of PACKAGES) {
    for (const script of benchesOf(pkg)) {
      const bench = `${pkg}/${script}`;
      const skipped =
        NEEDS_SERVER.has(bench) &&
        skipsWithout(serverAvailable ? undefined : "needs DATABASE_URL and Debian's haproxy");
      it(`${bench} runs and prints its figures`, { concurrent: true, skip: skipped }, async ({ expect }) => {
        const { code, stdout, stderr } = await runBench(pkg, script);
        const output = `${stdout}\n${stderr}`;
        expect(code, output).toBe(0);
        const figures = figureLines(stdout);
        expect(figures.length, output).toBeGreaterThan(0);
        expect(
          figures.filter((f) => !Number.isFinite(f.value)),
          output,
        ).toEqual([]);
        // Figures only: no service's log lines (JSON from pino) among them.
        expect(output).not.toMatch(/^\{"level"/m);
      });
    }
  }

  it("finds the benches of every package", () => {
    expect(PACKAGES.map((pkg) => benchesOf(pkg).length)).not.toContain(0);
  });
});
