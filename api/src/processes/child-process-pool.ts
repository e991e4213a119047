import { Tinypool, type Options } from "tinypool";

/** The api's environment, as its child processes get it: the pool's own default is an empty one (no PATH, no TZ). */
export function definedEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** A pool of child processes (the engine's, the upload check's), made on demand. */
export interface ChildProcessPool {
  /** The pool, started by the first task (tests and idle apis keep no process). */
  pool(): Tinypool;
  /** The pool if one runs, else undefined. */
  current(): Tinypool | undefined;
  /** Stops its processes (at shutdown); a later task starts new ones. */
  close(): Promise<void>;
}

/**
 * A Tinypool of child processes exchanging structured clones (the files' bytes go over as they
 * are, not as JSON arrays of numbers), none before the first task. A process that dies holding no
 * task is reported to `onError` (without a listener, that error would stop the api); when it
 * answers true the pool is dropped and ended (its queued tasks fail) and the next task starts a
 * new one.
 */
export function childProcessPool(
  options: Options,
  onError: (pool: Tinypool, error: unknown) => boolean,
): ChildProcessPool {
  let current: Tinypool | undefined;
  const create = () => {
    const created = new Tinypool({
      runtime: "child_process",
      serialization: "advanced",
      minThreads: 0,
      env: definedEnvironment(),
      ...options,
    });
    created.on("error", (error: unknown) => {
      if (!onError(created, error)) return;
      if (current === created) current = undefined;
      void created.destroy();
    });
    return created;
  };
  return {
    pool: () => (current ??= create()),
    current: () => current,
    async close() {
      const previous = current;
      current = undefined;
      await previous?.destroy();
    },
  };
}
