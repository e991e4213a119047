import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { snapshotOf } from "../pglite-snapshot.ts";
import { unpacked } from "./embedded-restore.ts";
import { ownerOf, requestSnapshot } from "./embedded-signal.ts";
import { MANIFEST, sha256, type BackupManifest, type Store, type StoreCopy } from "./manifest.ts";
import { dumpPostgres } from "./postgres-copy.ts";
import { makePrivateDir, writePrivateFile } from "./private-files.ts";
import { reasonOf } from "./restore-step.ts";

export { readBackup, timeInFileName, type BackupManifest, type Store } from "./manifest.ts";
export { restoreBackup, type RestoreOutcome } from "./restore-set.ts";

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

/** A snapshot cut short is refused when taken: given a checksum, it looked whole until a restore. */
function checkSnapshot(name: string, bytes: Uint8Array): void {
  try {
    unpacked(bytes);
  } catch (error) {
    const why = `The ${name} store's snapshot is ${reasonOf(error)}: no backup was written`;
    throw new Error(`${why}; take it again (the log of the service that holds the store may say why).`, {
      cause: error,
    });
  }
}

/**
 * Writes a backup set of `stores` into `dir` (made for it, which must not exist): its manifest. The
 * folder and every file in it are its owner's alone (private-files.ts).
 */
export async function takeBackup(stores: readonly Store[], dir: string): Promise<BackupManifest> {
  if (existsSync(dir)) throw new Error(`${dir} exists already: a backup goes into a folder of its own.`);
  makePrivateDir(dir);
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
        checkSnapshot(store.name, embedded.bytes);
        writePrivateFile(join(dir, file), embedded.bytes);
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
  writePrivateFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
