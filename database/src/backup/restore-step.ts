/**
 * One archive's part of a restore. It is prepared (the archive read whole and opened where no
 * service looks) before any live store is replaced, so that a bad archive stops the restore with
 * every store as it was; once applied it can be undone, so that a later store's failure puts the
 * earlier ones back (an operator's review found the api's store replaced and the gateway's kept).
 */
export interface RestoreStep {
  /** The store it restores: "api", or "api and gateway" for a database they share. */
  store: string;
  /** The archive's file name in the backup set. */
  archive: string;
  /**
   * Replaces the live store with the prepared copy; when it throws, the store is as it was. Says
   * where what it replaced is kept, if anywhere.
   */
  apply(): Promise<string | undefined>;
  /** Puts back what `apply` replaced. */
  undo(): Promise<void>;
  /** Removes what preparing made, once it is not needed: never applied, or applied and undone. */
  discard(): void;
}

/**
 * An error in words an operator can act on: its message, else its cause's. Alone, the class name
 * ("TypeError", PGlite's own unpacking of a cut-short archive) said nothing.
 */
export function reasonOf(error: unknown): string {
  for (let e: unknown = error; e !== undefined && e !== null; e = e instanceof Error ? e.cause : undefined) {
    const message = (e instanceof Error ? e.message : String(e)).trim();
    if (message) return message;
  }
  return `${error instanceof Error ? error.name : "an error"} without a message`;
}

/** A reason ended as a sentence, once: some end with their own full stop. */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
