import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { PRIVATE_DIR } from "./private-files.ts";
import { checkDump, dumpPostgres, restorePostgres } from "./postgres-copy.ts";
import { reasonOf, type RestoreStep } from "./restore-step.ts";

/**
 * Where a restore keeps what a PostgreSQL store held, when it keeps it: beside the embedded stores'
 * folder (DATA_DIR), named after the store and the restore's time, as the embedded stores' are.
 */
export const keptDumpOf = (dataDir: string, name: string, stamp: string) =>
  join(dirname(dataDir), `${name}.before-restore-${stamp}.dump`);

/**
 * A PostgreSQL store's step: its dump read whole first. Each database's restore is one
 * transaction, but two databases have none in common: when the set holds more than this one
 * archive (`keepAt`), the database is dumped there first, so that a later store's failure can
 * restore it as it was.
 */
export async function preparePostgres(
  name: string,
  archive: string,
  file: string,
  url: string,
  keepAt: string | undefined,
): Promise<RestoreStep> {
  await checkDump(archive);
  if (keepAt) {
    mkdirSync(dirname(keepAt), { recursive: true, mode: PRIVATE_DIR });
    try {
      await dumpPostgres(url, keepAt);
    } catch (error) {
      rmSync(keepAt, { force: true });
      throw new Error(
        `its database could not be copied aside first, to put it back should a later store fail (${reasonOf(error)})`,
        { cause: error },
      );
    }
  }
  return {
    store: name,
    archive: file,
    apply: async () => {
      await restorePostgres(archive, url);
      return keepAt;
    },
    undo: async () => {
      if (!keepAt) throw new Error("no copy of it was taken before the restore");
      await restorePostgres(keepAt, url);
    },
    discard: () => {
      if (keepAt) rmSync(keepAt, { force: true });
    },
  };
}
