import type { FailureLike } from "../../lib/failure-as-error.ts";

/**
 * The files a refused save names: the api begins each of a file's problems with its name
 * ("bad.csv, row 2, column rate: …", "bad.csv: the file has no positions"). Those are marked
 * refused in the drawer, and the next pick replaces them, so the corrected file is not sent
 * beside the one that was refused.
 */
export function refusedFileNames(failure: FailureLike, names: readonly string[]): Set<string> {
  return new Set(
    names.filter((name) =>
      failure.messages.some((m) => m.error.startsWith(`${name},`) || m.error.startsWith(`${name}:`)),
    ),
  );
}
