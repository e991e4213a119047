import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { processRuns } from "@alm/service";
import { onServer } from "./postgres-databases.ts";

/**
 * Services a test worker keeps for the rest of the run: one api process per worker, shared by the
 * files the worker runs one after another. vitest ends its workers with a signal their children
 * never hear, so a worker writes down what it started and the run's teardown (this module as a
 * project's globalSetup) stops it, drops its database and removes its data.
 */
const ENV_NAME = "ALM_TEST_KEPT_SERVICES";
const SCRATCH_DATABASE = /^alm_scratch_[0-9a-f]+$/;

export interface KeptService {
  pid: number;
  /** Removed once the process has stopped. */
  dataDir?: string;
  /** A scratch database on DATABASE_URL's server ("" for none), dropped once the process has stopped. */
  databaseUrl?: string;
}

/** Writes down a process that outlives the test file that started it. */
export function keepForTheRun(service: KeptService): void {
  const dir = process.env[ENV_NAME];
  if (!dir)
    throw new Error("A kept service needs test-support/kept-services.ts in the project's globalSetup.");
  writeFileSync(join(dir, `${service.pid}.json`), JSON.stringify(service));
}

/** Whether this test process may keep services (its project has the teardown below). */
export const keepsServices = () => !!process.env[ENV_NAME];

/**
 * vitest globalSetup; the first project's setup owns the list, and its teardown stops what is on it
 * (SIGTERM, then SIGKILL after `graceMs`).
 */
export default function setup(_project?: unknown, graceMs = 10_000): (() => Promise<void>) | undefined {
  if (process.env[ENV_NAME]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "alm-kept-services-"));
  process.env[ENV_NAME] = dir;
  return async () => {
    const kept = readdirSync(dir).map(
      (name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as KeptService,
    );
    await Promise.all(kept.map((service) => stopKept(service, graceMs)));
    rmSync(dir, { recursive: true, force: true });
    delete process.env[ENV_NAME];
  };
}

async function stopKept(service: KeptService, graceMs: number): Promise<void> {
  await stopProcess(service.pid, graceMs);
  const server = process.env.DATABASE_URL;
  const name = service.databaseUrl ? new URL(service.databaseUrl).pathname.slice(1) : "";
  if (server && SCRATCH_DATABASE.test(name)) {
    await onServer(server, `drop database if exists ${name} with (force)`);
  }
  if (service.dataDir) rmSync(service.dataDir, { recursive: true, force: true });
}

/** SIGTERM (the service drains and closes its database), SIGKILL after `graceMs`. */
async function stopProcess(pid: number, graceMs: number): Promise<void> {
  if (!processRuns(pid)) return;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (processRuns(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (processRuns(pid)) process.kill(pid, "SIGKILL");
}
