import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The sources that shape the seeded test databases: a new hash, new templates. */
const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const API_SOURCES = ["api/src", "database/src", "engine/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|sql|json|csv)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * 16 hex digits naming the current version of `sources` (folders and files under the repository,
 * tests left out): by default the api's, engine's and database's, which shape the seeded databases.
 */
export function sourcesHash(sources: readonly string[] = API_SOURCES): string {
  const hash = createHash("sha256");
  const files = sources.flatMap((s) => {
    const path = join(repoRoot, s);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
  for (const file of files.sort()) {
    hash.update(relative(repoRoot, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}
