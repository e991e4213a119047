import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../", import.meta.url));
const SKIPPED = new Set(["node_modules", ".git", "dist", "test-results", "playwright-report"]);

/** Every file and folder of the repository, as paths from its root ending in "/" for folders. */
function repositoryPaths(dir = ""): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = `${dir}${entry.name}`;
    return entry.isDirectory() ? [`${path}/`, ...repositoryPaths(`${path}/`)] : [path];
  });
}

/**
 * The file names ARCHITECTURE.md mentions: a word with a source file's ending, as a path from the
 * repository's root or from a package's folder (`reports/report-service.ts`, `run-lease.ts`).
 */
export function namedFiles(text: string): string[] {
  const names = text.match(/[\w@.<>*-]*(?:\/[\w@.<>*-]+)*\.(?:tsx?|sql|conf|ya?ml|graphql|json)\b/g) ?? [];
  // A pattern (`reports/pages/<id>-*.ts`) names no one file.
  return [...new Set(names)].filter((name) => !/[<>*]/.test(name) && !name.startsWith("."));
}

/** The folders it mentions, as a path ending in "/" (`database/src/backup/`, `builders/`). */
export function namedFolders(text: string): string[] {
  return [...new Set(text.match(/(?<![\w/.:-])[\w@.-]+(?:\/[\w@.-]+)*\/(?=[\s`),;:]|$)/gm) ?? [])];
}

/** A name exists when some path of the repository is it or ends with it after a folder. */
export function missingNames(names: string[], paths: string[]): string[] {
  return names.filter((name) => !paths.some((path) => path === name || path.endsWith(`/${name}`)));
}

describe("ARCHITECTURE.md", () => {
  const text = readFileSync(join(root, "ARCHITECTURE.md"), "utf8");

  it("names only files that exist", () => {
    const names = namedFiles(text);
    expect(names.length).toBeGreaterThan(100);
    expect(missingNames(names, repositoryPaths())).toEqual([]);
  });

  it("names only folders that exist", () => {
    const names = namedFolders(text);
    expect(names.length).toBeGreaterThan(50);
    expect(missingNames(names, repositoryPaths())).toEqual([]);
  });

  it("would notice a file that is gone", () => {
    const paths = ["api/src/db/open-database.ts", "gateway/src/reports/report-service.ts"];
    const names = namedFiles(
      "the thread (`db/pglite-thread.ts`) and reports/report-service.ts, then open-database.ts",
    );
    expect(missingNames(names, paths)).toEqual(["db/pglite-thread.ts"]);
    expect(missingNames(namedFolders("`db/` and reports/, not threads/"), [...paths, "api/src/db/"])).toEqual(
      ["reports/", "threads/"],
    );
  });
});
