import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { snapshotOf } from "../pglite-snapshot.ts";
import { ownerOf, requestSnapshot } from "./embedded-signal.ts";
import { dumpPostgres, otherSessionsOn, restorePostgres } from "./postgres-copy.ts";

/**
 * One service's store: embedded PGlite in `dataDir`, or the PostgreSQL database of `url`. The api
 * and the gateway each have one; a backup set holds both, taken one after the other.
 */
export interface Store {
  name: string;
  url?: string;
  dataDir: string;
}

interface StoreCopy {
  name: string;
  kind: "pglite" | "postgres";
  file: string;
  bytes: number;
  sha256: string;
  /**
   * An embedded store no running service held open: copied as it was last written (ISO time), which
   * is not what a stack on PostgreSQL serves when the backup ran without its DATABASE_URL.
   */
  notHeldSince?: string;
}

/** What `restore` reads first: which file holds which store, and the checksums that prove them whole. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  stores: StoreCopy[];
}

const MANIFEST = "manifest.json";

/** Now as a file or folder name reads it, and sorts: 2026-12-02T05-31-07-123Z. */
export const timeInFileName = (at = new Date()) => at.toISOString().replace(/[:.]/g, "-");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A consistent copy of an embedded store, from its running owner or, with none, opened here. */
async function copyEmbedded(dataDir: string): Promise<{ bytes: Uint8Array; notHeldSince?: string }> {
  const owner = ownerOf(dataDir);
  if (owner) return { bytes: await requestSnapshot(dataDir, owner) };
  if (!existsSync(join(dataDir, "PG_VERSION")))
    throw new Error(`There is no embedded store at ${dataDir}: check DATA_DIR.`);
  // PostgreSQL rewrites its control file at every checkpoint and at the store's close.
  const notHeldSince = statSync(join(dataDir, "global", "pg_control")).mtime.toISOString();
  const pg = await PGlite.create({ dataDir });
  try {
    return { bytes: await snapshotOf(pg), notHeldSince };
  } finally {
    await pg.close();
  }
}

/** Writes a backup set of `stores` into `dir` (made for it, which must not exist): its manifest. */
export async function takeBackup(stores: readonly Store[], dir: string): Promise<BackupManifest> {
  if (existsSync(dir)) throw new Error(`${dir} exists already: a backup goes into a folder of its own.`);
  mkdirSync(dir, { recursive: true });
  const copies: StoreCopy[] = [];
  // The gateway may keep its schemas in the api's database: one dump holds both.
  const dumped = new Map<string, StoreCopy>();
  try {
    for (const store of stores) {
      const earlier = store.url ? dumped.get(store.url) : undefined;
      if (earlier) {
        copies.push({ ...earlier, name: store.name });
        continue;
      }
      const kind = store.url ? "postgres" : "pglite";
      const file = `${store.name}.${store.url ? "dump" : "tar.gz"}`;
      let notHeldSince: string | undefined;
      if (store.url) await dumpPostgres(store.url, join(dir, file));
      else {
        const embedded = await copyEmbedded(store.dataDir);
        writeFileSync(join(dir, file), embedded.bytes);
        notHeldSince = embedded.notHeldSince;
      }
      const bytes = readFileSync(join(dir, file));
      const copy: StoreCopy = { name: store.name, kind, file, bytes: bytes.length, sha256: sha256(bytes) };
      if (notHeldSince) copy.notHeldSince = notHeldSince;
      copies.push(copy);
      if (store.url) dumped.set(store.url, copy);
    }
  } catch (error) {
    // Half a backup set is worse than none: it would restore one service's store without the other's.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), stores: copies };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest of a backup set, every file checked against its checksum. */
export function readBackup(dir: string): BackupManifest {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) throw new Error(`${dir} is not a backup set: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(readFileSync(path, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${path}: unknown backup format ${String(manifest.format)}.`);
  for (const copy of manifest.stores) {
    const file = join(dir, copy.file);
    if (!existsSync(file)) throw new Error(`${file} is missing from the backup set.`);
    if (sha256(readFileSync(file)) !== copy.sha256)
      throw new Error(`${file} does not match its checksum in ${MANIFEST}: the copy is damaged.`);
  }
  return manifest;
}

async function restoreEmbedded(copy: StoreCopy, bytes: Uint8Array, dataDir: string): Promise<void> {
  if (ownerOf(dataDir))
    throw new Error(`A running service holds ${dataDir} open: stop the api and the gateway first.`);
  const previous = `${dataDir}.before-restore-${timeInFileName()}`;
  const hadOne = existsSync(dataDir);
  if (hadOne) renameSync(dataDir, previous);
  try {
    mkdirSync(dataDir, { recursive: true });
    const pg = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(bytes)]) });
    await pg.query("select 1");
    await pg.close();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (hadOne) renameSync(previous, dataDir);
    throw new Error(`The ${copy.name} store could not be restored (${String(error)}); it is as it was.`, {
      cause: error,
    });
  }
}

/**
 * Puts every store of the backup set in `dir` back: an embedded store replaces the directory (the
 * one it replaces is kept beside it as `….before-restore-<time>`), a PostgreSQL one is restored over
 * the database. The services must be stopped.
 */
export async function restoreBackup(dir: string, stores: readonly Store[]): Promise<BackupManifest> {
  const manifest = readBackup(dir);
  const restored = new Set<string>();
  for (const store of stores) {
    const copy = manifest.stores.find((c) => c.name === store.name);
    if (!copy) throw new Error(`The backup set in ${dir} has no copy of the ${store.name} store.`);
    if ((copy.kind === "postgres") !== !!store.url)
      throw new Error(
        `The ${store.name} store was backed up from ${copy.kind === "postgres" ? "PostgreSQL" : "the embedded store"}; configure the same kind to restore it.`,
      );
  }
  for (const url of new Set(stores.flatMap((store) => (store.url ? [store.url] : [])))) {
    const { count, who } = await otherSessionsOn(url);
    if (count > 0)
      throw new Error(
        `${count} session${count === 1 ? " is" : "s are"} open on the database ${new URL(url).pathname.slice(1)} (${who}): stop the api and the gateway first.`,
      );
  }
  for (const store of stores) {
    const copy = manifest.stores.find((c) => c.name === store.name);
    if (!copy || restored.has(copy.file)) continue;
    restored.add(copy.file);
    const file = join(dir, copy.file);
    if (store.url) await restorePostgres(file, store.url);
    else await restoreEmbedded(copy, readFileSync(file), store.dataDir);
  }
  return manifest;
}
