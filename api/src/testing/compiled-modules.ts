import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * How many files Node's module compile cache holds after `work`, in a cache directory of its own:
 * a worker pool started within `work` takes it from the environment, as the api's pools take the
 * api's. The directory is removed after counting.
 */
export async function compiledModulesAfter(work: () => Promise<void>): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "alm-compile-cache-"));
  const shared = process.env.NODE_COMPILE_CACHE;
  process.env.NODE_COMPILE_CACHE = dir;
  try {
    await work();
  } finally {
    if (shared === undefined) delete process.env.NODE_COMPILE_CACHE;
    else process.env.NODE_COMPILE_CACHE = shared;
  }
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  rmSync(dir, { recursive: true, force: true });
  return files.length;
}
