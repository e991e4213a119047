import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { processRuns } from "@alm/service";

const WAIT_STEP_MS = 200;
const WAIT_LIMIT_MS = 10 * 60_000;
/** A lock folder without its holder's pid yet is only that young while its holder writes it. */
const PID_GRACE_MS = 10_000;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function holderPid(lock: string): number {
  try {
    return Number(readFileSync(join(lock, "pid"), "utf8").trim());
  } catch {
    return Number.NaN;
  }
}

/** The lock's holder has died (a killed run), or made the folder long ago without saying who it is. */
function holderGone(lock: string): boolean {
  const pid = holderPid(lock);
  if (Number.isInteger(pid) && pid > 0) return !processRuns(pid);
  const made = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
  return made !== undefined && Date.now() - made > PID_GRACE_MS;
}

/**
 * Runs `build` unless `isBuilt()`, once among the processes of this machine that ask at the same
 * time: `npm test` starts vitest's setup and the browser tests' stack together, and each built the
 * same seeded database (20 s of CPU) on a clean machine. The others wait for the one holding
 * `lock`, a folder (made atomically) with its holder's pid; a holder that died leaves it to the next.
 */
export function buildOnce(lock: string, isBuilt: () => boolean, build: () => void): void {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  mkdirSync(dirname(lock), { recursive: true });
  while (!isBuilt()) {
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (holderGone(lock)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline)
        throw new Error(`Waited 10 minutes for another process to build ${lock}.`, { cause: error });
      else sleep(WAIT_STEP_MS);
      continue;
    }
    try {
      writeFileSync(join(lock, "pid"), String(process.pid));
      if (isBuilt()) return;
      build();
      if (!isBuilt()) throw new Error(`The build under ${lock} finished without what it builds.`);
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
