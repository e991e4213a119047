import { chmodSync, mkdirSync, writeFileSync } from "node:fs";

/**
 * A backup holds password hashes, sessions, token hashes and, on the embedded store, the keys kept
 * in the database: its folder is its owner's alone, and so is every file in it (an operator's
 * review found them readable by every user of the machine).
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Makes `dir` (and any missing parent) readable by its owner alone. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  // mkdir's mode is filtered by the umask and leaves a folder that already existed as it was.
  chmodSync(dir, PRIVATE_DIR);
}

/** Writes a new file readable by its owner alone. */
export function writePrivateFile(path: string, data: string | Uint8Array): void {
  writeFileSync(path, data, { mode: PRIVATE_FILE });
  // The mode applies only when the file is created: one written over keeps its own.
  chmodSync(path, PRIVATE_FILE);
}

/** Makes a file another program wrote (pg_dump's, under the umask) readable by its owner alone. */
export const makePrivate = (path: string) => chmodSync(path, PRIVATE_FILE);
