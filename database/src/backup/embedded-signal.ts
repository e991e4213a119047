import {
  accessSync,
  constants,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname } from "node:path";
import type { Database } from "../database.ts";
import { writePrivateFile } from "./private-files.ts";

/**
 * How `npm run backup` reaches a service that holds an embedded store open: PGlite is one process's
 * (a second opening the same directory would tear it), so the process that owns the store takes the
 * copy. It names itself in a pid file beside the store; SIGUSR2 (free in Node, unlike SIGUSR1, the
 * inspector's) asks it to write a snapshot beside the store, under a temporary name first so that
 * the asker never reads half a file.
 */
export const BACKUP_SIGNAL = "SIGUSR2";

export const ownerFileOf = (dataDir: string) => `${dataDir}.pid`;
export const snapshotFileOf = (dataDir: string) => `${dataDir}.snapshot.tar.gz`;

/** Why a store cannot be kept in `folder` (DATA_DIR, both services' embedded stores). */
export const storeFolderText = (folder: string, reason: string) =>
  `The embedded store's folder ${folder} (DATA_DIR) cannot be made or written (${reason}): set DATA_DIR to a folder this user may create and write, or keep the store in PostgreSQL (DATABASE_URL, GATEWAY_DATABASE_URL).`;

/** Why a store cannot be opened here: another running process holds it. */
export const storeInUseText = (dataDir: string, pid: number) =>
  `The embedded store ${dataDir} is held open by process ${pid} (a service started twice on one DATA_DIR?): stop that process, or start this one with another DATA_DIR.`;

/**
 * Claims the store in `dataDir` for this process before it is opened, by its pid file: PGlite is
 * one process's, and a second api or gateway started on the same DATA_DIR opened it anyway, took
 * over the pid file, and left backup and restore believing nobody held the store, which a restart
 * then found torn (an operator's review). The file of a process no longer running is taken over.
 * The file appears with its pid in it (written aside, then linked into place): created empty and
 * written after, a second process reading it between the two took it for a dead one's and took
 * the store over. `release` gives the claim up: when the store could not be opened, or once it
 * has closed (not before: a restore let in while it still closed would replace it under it).
 */
export function claimStore(dataDir: string): { release(): void } {
  const ownerFile = ownerFileOf(dataDir);
  try {
    mkdirSync(dirname(ownerFile), { recursive: true });
    accessSync(dirname(ownerFile), constants.W_OK);
  } catch (error) {
    // Node's own words ("EPERM: operation not permitted, mkdir '/srv'") named no setting to change.
    throw new Error(storeFolderText(dirname(ownerFile), (error as Error).message), { cause: error });
  }
  const release = () => {
    if (ownerOf(dataDir) === process.pid) rmSync(ownerFile, { force: true });
  };
  const aside = `${ownerFile}.${process.pid}`;
  writeFileSync(aside, String(process.pid));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(aside, ownerFile);
        return { release };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const owner = ownerOf(dataDir);
      if (owner === process.pid) return { release };
      if (owner !== undefined) throw new Error(storeInUseText(dataDir, owner));
      // Left by a process that has ended: taken over.
      rmSync(ownerFile, { force: true });
    }
  } finally {
    rmSync(aside, { force: true });
  }
  throw new Error(`${ownerFileOf(dataDir)} could not be claimed: another process is starting on ${dataDir}.`);
}

/**
 * Answers backup requests for the store in `dataDir`, which this process has claimed (claimStore),
 * until the returned function is called. The claim outlives it: it is released once the store has
 * closed.
 */
export function answerBackupRequests(
  db: Pick<Database, "snapshot">,
  dataDir: string,
  onError: (error: unknown) => void,
): () => void {
  const snapshot = db.snapshot?.bind(db);
  if (!snapshot) return () => {};
  const answer = () => {
    const target = snapshotFileOf(dataDir);
    const partial = `${target}.partial`;
    snapshot().then(
      (bytes) => {
        // As private as the backup set it goes into: it holds everything the store does.
        writePrivateFile(partial, bytes);
        renameSync(partial, target);
      },
      (error: unknown) => {
        rmSync(partial, { force: true });
        onError(error);
      },
    );
  };
  process.on(BACKUP_SIGNAL, answer);
  return () => process.off(BACKUP_SIGNAL, answer);
}

/** The process id written beside the store, if that process still runs Node. */
export function ownerOf(dataDir: string): number | undefined {
  const file = ownerFileOf(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return isRunningNode(pid) ? pid : undefined;
}

/**
 * A pid file left by a killed process may name a process that reuses its number; signalling that
 * one would end it (SIGUSR2's default action), so only a running Node process counts as the owner.
 */
function isRunningNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "");
  } catch {
    // No /proc (macOS): the signal test above is all there is.
    return true;
  }
}

/** Asks the store's owner for a snapshot and waits for it: its bytes. */
export async function requestSnapshot(dataDir: string, pid: number, timeoutMs = 120_000): Promise<Buffer> {
  const target = snapshotFileOf(dataDir);
  rmSync(target, { force: true });
  const asked = Date.now();
  process.kill(pid, BACKUP_SIGNAL);
  while (Date.now() - asked < timeoutMs) {
    if (existsSync(target) && statSync(target).size > 0) {
      const bytes = readFileSync(target);
      rmSync(target, { force: true });
      return bytes;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The process ${pid} that holds ${dataDir} open wrote no snapshot within ${timeoutMs / 1000} s; see its log.`,
  );
}
