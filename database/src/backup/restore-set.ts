import { join } from "node:path";
import { ownerOf } from "./embedded-signal.ts";
import { prepareEmbedded } from "./embedded-restore.ts";
import { readBackup, timeInFileName, type BackupManifest, type Store, type StoreCopy } from "./manifest.ts";
import { otherSessionsOn } from "./postgres-copy.ts";
import { keptDumpOf, preparePostgres } from "./postgres-restore.ts";
import { reasonOf, sentence, type RestoreStep } from "./restore-step.ts";

/** What a restore did: the set it restored, and where it keeps what each store held before. */
export interface RestoreOutcome {
  manifest: BackupManifest;
  /** The restore's time as its kept folders and files are named: `….before-restore-<stamp>`. */
  stamp: string;
  kept: { store: string; path: string }[];
}

/** One archive to restore, and the stores it restores (a database the api and the gateway share). */
interface Part {
  copy: StoreCopy;
  stores: Store[];
}

const named = (stores: readonly { name: string }[]) => stores.map((s) => s.name).join(" and ");
const asTheyWere = (stores: readonly Store[]) =>
  stores.length === 1
    ? `the ${stores[0]?.name} store is as it was`
    : `the ${named(stores)} stores are as they were`;

/** The archives to restore, each once, after the checks that need no store touched. */
async function planOf(dir: string, manifest: BackupManifest, stores: readonly Store[]): Promise<Part[]> {
  const parts = new Map<string, Part>();
  for (const store of stores) {
    const copy = manifest.stores.find((c) => c.name === store.name);
    if (!copy) throw new Error(`The backup set in ${dir} has no copy of the ${store.name} store.`);
    if ((copy.kind === "postgres") !== !!store.url)
      throw new Error(
        `The ${store.name} store was backed up from ${copy.kind === "postgres" ? "PostgreSQL" : "the embedded store"}; configure the same kind to restore it.`,
      );
    const owner = store.url ? undefined : ownerOf(store.dataDir);
    // Named, as the README says: the operator stops that process, not whichever looks likely.
    if (owner)
      throw new Error(
        `A running service (process ${owner}) holds ${store.dataDir} open: stop the api and the gateway first.`,
      );
    const part = parts.get(copy.file);
    if (part) part.stores.push(store);
    else parts.set(copy.file, { copy, stores: [store] });
  }
  for (const url of new Set(stores.flatMap((store) => (store.url ? [store.url] : [])))) {
    const { count, who } = await otherSessionsOn(url);
    if (count > 0)
      throw new Error(
        `${count} session${count === 1 ? " is" : "s are"} open on the database ${new URL(url).pathname.slice(1)} (${who}): stop the api and the gateway first.`,
      );
  }
  return [...parts.values()];
}

function prepare(dir: string, part: Part, stamp: string): Promise<RestoreStep> {
  const [store] = part.stores as [Store];
  const archive = join(dir, part.copy.file);
  if (!store.url) return prepareEmbedded(store.name, archive, part.copy.file, store.dataDir, stamp);
  const keepAt = keptDumpOf(store.dataDir, store.name, stamp);
  return preparePostgres(named(part.stores), archive, part.copy.file, store.url, keepAt);
}

/** Undoes the applied steps, newest first: the message's account of what each store holds now. */
async function putBack(applied: { step: RestoreStep; kept?: string }[]): Promise<string> {
  const back: string[] = [];
  const stuck: string[] = [];
  for (const { step, kept } of [...applied].reverse()) {
    try {
      await step.undo();
    } catch (error) {
      stuck.push(
        `The ${step.store} store could not be put back (${reasonOf(error)}): it holds the backup's copy` +
          (kept ? `, and what it held before is kept in ${kept}.` : "."),
      );
      continue;
    }
    back.push(step.store);
    // Only the copy no store uses any more goes: a failure here says nothing of the store itself.
    try {
      step.discard();
    } catch {
      // Left beside the store; its name carries the restore's time.
    }
  }
  const restored = back.length === 1 ? "store, restored before it, was" : "stores, restored before it, were";
  if (!stuck.length)
    return `The ${named(back.map((name) => ({ name })))} ${restored} put back: every store is as it was.`;
  return [
    back.length ? `The ${named(back.map((name) => ({ name })))} ${restored} put back.` : "",
    ...stuck,
    "Every other store is as it was. Stop here: put the kept copy back by hand (README, Backups), or restore a whole backup set again once the cause is fixed.",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * Puts every store of the backup set in `dir` back, all or nothing: every archive is read whole
 * and opened before any live store is replaced, and a store that still fails puts the ones
 * already replaced back. An embedded store replaces the directory (the one it replaces is kept
 * beside it as `….before-restore-<stamp>`), a PostgreSQL one is dumped beside the embedded stores'
 * folder as `<store>.before-restore-<stamp>.dump`, then restored over the database. The services
 * must be stopped.
 */
export async function restoreBackup(
  dir: string,
  stores: readonly Store[],
  at = new Date(),
): Promise<RestoreOutcome> {
  const manifest = readBackup(dir);
  const parts = await planOf(dir, manifest, stores);
  const stamp = timeInFileName(at);
  const steps: RestoreStep[] = [];
  for (const part of parts) {
    try {
      // Every store's previous data is kept, the last's too: it is what undoes the restore.
      steps.push(await prepare(dir, part, stamp));
    } catch (error) {
      for (const step of steps) step.discard();
      throw new Error(
        `The ${named(part.stores)} archive ${join(dir, part.copy.file)} cannot be restored: ${sentence(reasonOf(error))} ` +
          `Nothing was replaced: ${asTheyWere(stores)}.`,
        { cause: error },
      );
    }
  }
  const applied: { step: RestoreStep; kept?: string }[] = [];
  for (const [i, step] of steps.entries()) {
    try {
      applied.push({ step, kept: await step.apply() });
    } catch (error) {
      for (const unused of steps.slice(i)) unused.discard();
      const failed = `The ${step.store} store could not be restored from ${join(dir, step.archive)}: ${sentence(reasonOf(error))}`;
      const now = applied.length ? await putBack(applied) : `Nothing was replaced: ${asTheyWere(stores)}.`;
      throw new Error(`${failed} ${now}`, { cause: error });
    }
  }
  const kept = applied.flatMap(({ step, kept: path }) => (path ? [{ store: step.store, path }] : []));
  return { manifest, stamp, kept };
}
