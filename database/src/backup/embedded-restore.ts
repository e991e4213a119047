import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { PRIVATE_DIR } from "./private-files.ts";
import { reasonOf, type RestoreStep } from "./restore-step.ts";

/**
 * Where a restore keeps the embedded store it replaced: beside it, named after the restore's time
 * (`stamp`), so that the folders of one restore carry one name and an operator can tell which
 * restore made which (with several restores, the newest is no longer the data first replaced).
 */
const keptStoreOf = (dataDir: string, stamp: string) => `${dataDir}.before-restore-${stamp}`;
const stagingOf = (dataDir: string, stamp: string) => `${dataDir}.restoring-${stamp}`;

/**
 * A snapshot's archive unpacked here rather than by PGlite: its own unpacking of a cut-short archive
 * failed with a TypeError of no message, and a second rejection that nothing could catch ended the
 * process. A backup unpacks each snapshot too, so that one cut short is refused when taken.
 */
export function unpacked(bytes: Uint8Array): Buffer {
  try {
    return gunzipSync(bytes);
  } catch (error) {
    throw new Error(`not a whole gzip archive (${reasonOf(error)})`, { cause: error });
  }
}

/**
 * Loads the archive into a folder beside the store (the same file system: replacing the store is
 * then two renames) and opens it there; the live store is untouched until the step is applied.
 */
export async function prepareEmbedded(
  name: string,
  archive: string,
  file: string,
  dataDir: string,
  stamp: string,
): Promise<RestoreStep> {
  let tar: Buffer;
  try {
    tar = unpacked(readFileSync(archive));
  } catch (error) {
    throw new Error(
      `it is ${reasonOf(error)}: the copy was cut short or damaged before its checksum was taken`,
      { cause: error },
    );
  }
  const staging = stagingOf(dataDir, stamp);
  const kept = keptStoreOf(dataDir, stamp);
  mkdirSync(staging, { recursive: true, mode: PRIVATE_DIR });
  try {
    const pg = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([new Uint8Array(tar)], { type: "application/x-tar" }),
    });
    try {
      await pg.query("select count(*) from pg_class");
    } finally {
      await pg.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`the store it holds could not be opened (${reasonOf(error)})`, { cause: error });
  }
  let hadOne = false;
  const discard = () => rmSync(staging, { recursive: true, force: true });
  return {
    store: name,
    archive: file,
    apply: async () => {
      hadOne = existsSync(dataDir);
      if (hadOne) renameSync(dataDir, kept);
      try {
        renameSync(staging, dataDir);
      } catch (error) {
        if (hadOne) renameSync(kept, dataDir);
        throw error;
      }
      return hadOne ? kept : undefined;
    },
    undo: async () => {
      // Moved aside before the kept store comes back, so that nothing is deleted in its place.
      renameSync(dataDir, staging);
      if (hadOne) renameSync(kept, dataDir);
    },
    discard,
  };
}
