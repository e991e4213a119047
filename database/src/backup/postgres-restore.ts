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
 * transaction, but two databases have none in common: the database is dumped to `keepAt` first,
 * so that a later store's failure can restore it as it was, and so that the operator can undo the
 * restore (a deployment with one database has nothing else to go back to).
 */
export async function preparePostgres(
  name: string,
  archive: string,
  file: string,
  url: string,
  keepAt: string,
): Promise<RestoreStep> {
  await checkDump(archive);
  mkdirSync(dirname(keepAt), { recursive: true, mode: PRIVATE_DIR });
  try {
    await dumpPostgres(url, keepAt);
  } catch (error) {
    rmSync(keepAt, { force: true });
    throw new Error(
      `its database could not be copied aside first, to put it back should the restore need undoing (${reasonOf(error)})`,
      { cause: error },
    );
  }
  return {
    store: name,
    archive: file,
    apply: async () => {
      await restorePostgres(archive, url);
      return keepAt;
    },
    undo: () => restorePostgres(keepAt, url),
    discard: () => rmSync(keepAt, { force: true }),
  };
}
