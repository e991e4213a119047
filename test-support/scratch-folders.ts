import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Folders of a test file's own in the system's temporary directory, all removed by `removeAll`
 * (the file's afterAll): tests that made them with mkdtemp alone left some in /tmp on every run.
 */
export function scratchFolders(prefix: string) {
  const made: string[] = [];
  return {
    make(): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
    removeAll(): void {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
