import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { buildOnce } from "./build-once.ts";
import { shareCompileCache } from "@alm/service";
import { gatewayStoreTemplate, seededPostgresTemplate } from "./postgres-template.ts";
import { sourcesHash } from "./sources-hash.ts";
import { markTemplateUsed, TEMPLATES_ROOT, useTemplate } from "./template-folders.ts";

/**
 * Every test that needs the api starts from the same migrated, demo-seeded database. It is built
 * once per version of the sources that shape it (api and engine code, migrations, seed) and kept
 * in the temporary folder, so a test copies or loads it instead of creating a PostgreSQL cluster
 * and seeding it again (most of a test file's start-up time on two cores).
 */
const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const ENV_NAME = "ALM_TEST_SEEDED_TEMPLATE";

/** Builds the template for the current sources unless it exists; returns its directory. */
export function buildSeededTemplate(): string {
  const dir = join(TEMPLATES_ROOT, sourcesHash());
  const built = () => existsSync(join(dir, "seeded.tar"));
  buildOnce(`${dir}.lock`, built, () => {
    // Built aside and renamed, so that a reader never sees it half-written.
    const building = `${dir}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    const script = join(repoRoot, "api/src/testing/build-seeded-template.ts");
    const result = spawnSync(process.execPath, [script, building], { encoding: "utf8" });
    if (result.status !== 0) {
      rmSync(building, { recursive: true, force: true });
      throw new Error(`Building the seeded test database failed: ${result.stderr || result.stdout}`);
    }
    // Two builders only if one took a dead builder's lock as another did: the first one's stays.
    if (built()) {
      rmSync(building, { recursive: true, force: true });
      return;
    }
    // What an interrupted build left under the name goes.
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
  });
  useTemplate(dir);
  return dir;
}

/**
 * vitest globalSetup: builds the template and tells the test workers where it is; with
 * DATABASE_URL set, builds the server's template databases too (the api's, a gateway store),
 * once, before files race to.
 */
export default async function setup(): Promise<void> {
  shareCompileCache();
  process.env[ENV_NAME] = buildSeededTemplate();
  const server = process.env.DATABASE_URL;
  if (server) await Promise.all([seededPostgresTemplate(server), gatewayStoreTemplate(server)]);
}

function templateDir(): string | undefined {
  const dir = process.env[ENV_NAME];
  if (!dir || !statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  markTemplateUsed(dir);
  return dir;
}

/**
 * Puts a copy of the seeded database, its demo runs computed, into an api data directory
 * (DATA_DIR), as the api would have left it a minute after its first start; does nothing outside
 * vitest's setup (the api seeds itself).
 */
export function copySeededDatabase(dataDir: string): void {
  const dir = templateDir();
  if (!dir || existsSync(join(dataDir, "pglite"))) return;
  cpSync(join(dir, "pglite"), join(dataDir, "pglite"), { recursive: true });
}

/**
 * How a test opens an in-memory PGlite: from the dump the setup built (nothing outside setup): the
 * database only migrated, seeded with the demo (its runs queued), or seeded with the demo's runs
 * computed. Its shared buffers are 16 MB instead of PostgreSQL's 128 MB: PGlite clears them at every
 * start (0.8 s of a 1.2 s start), and a test database in memory is a few tens of megabytes.
 */
export function pgliteTestOptions(kind: DumpKind): { loadDataDir?: Blob; startParams: string[] } {
  const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
  const dump = databaseDump(kind);
  return dump ? { loadDataDir: dump, startParams } : { startParams };
}

function databaseDump(kind: DumpKind): Blob | undefined {
  const dir = templateDir();
  if (!dir) return undefined;
  const path = join(dir, `${kind}.tar`);
  let dump = dumps.get(path);
  if (!dump) dumps.set(path, (dump = new PreloadedDump(new Uint8Array(readFileSync(path)))));
  return dump;
}

type DumpKind = "migrated" | "seeded" | "computed";

/** Each dump as this test worker first read it: files that run one after another share it. */
const dumps = new Map<string, PreloadedDump>();

/**
 * A Blob whose bytes are already in memory. PGlite reads a dump with `arrayBuffer()`, which for a
 * plain Blob copies its 40-80 MB again on every database opened: with the Blob's construction, that
 * was a quarter of the api project's CPU. PGlite only reads the bytes (its file system copies them).
 */
class PreloadedDump extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes], { type: "application/x-tar" });
    this.#bytes = bytes.buffer;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}
