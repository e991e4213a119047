import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * One service's store: embedded PGlite in `dataDir`, or the PostgreSQL database of `url`. The api
 * and the gateway each have one; a backup set holds both, taken one after the other.
 */
export interface Store {
  name: string;
  url?: string;
  dataDir: string;
}

export interface StoreCopy {
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

export const MANIFEST = "manifest.json";

/** Now as a file or folder name reads it, and sorts: 2026-12-02T05-31-07-123Z. */
export const timeInFileName = (at = new Date()) => at.toISOString().replace(/[:.]/g, "-");
export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The manifest of a backup set, every file checked against its checksum. A matching checksum says
 * the file is as it was written, not that it was whole then: a restore opens each copy as well.
 */
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
