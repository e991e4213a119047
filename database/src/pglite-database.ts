import { mkdirSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database.ts";
import { answerBackupRequests, claimStore } from "./backup/embedded-signal.ts";
import { snapshotOf } from "./pglite-snapshot.ts";
import { DatabaseError, type PgliteReply, type PgliteRequest } from "./pglite-protocol.ts";

type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/**
 * Embedded PostgreSQL (WASM); `dataDir` undefined keeps it in memory. `loadDataDir` in the options
 * starts it from a dump (`dumpDataDir`) instead of an empty cluster.
 *
 * By default it runs on a thread of its own (pglite-thread.ts): PGlite computes on the thread
 * that calls it, and storing or reading a large run's results would otherwise stop the api's
 * event loop for seconds. `inProcess` keeps it on the caller's thread (short-lived tools and
 * tests that open many small databases).
 * On a thread, a store in a directory answers `npm run backup` (backup/embedded-signal.ts).
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: PGliteOptions = {},
  { inProcess = false } = {},
): Promise<Database> {
  return inProcess ? openInProcess(dataDir, options) : openOnThread(dataDir, options);
}

async function openOnThread(dataDir: string | undefined, options: PGliteOptions): Promise<Database> {
  // Before the store is touched: another process's store is refused, not opened beside it.
  const claim = dataDir ? claimStore(dataDir) : undefined;
  const worker = new Worker(new URL("./pglite-thread.ts", import.meta.url), {
    workerData: { dataDir, options },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  // Holds the process open only while an answer is awaited, as PGlite in process would.
  const settle = () => (pending.size ? worker.ref() : worker.unref());
  worker.on("message", (message: PgliteReply) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    settle();
    if (message.ok) waiting?.resolve(message.value);
    else waiting?.reject(new DatabaseError(message.error));
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    settle();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The embedded database stopped (thread exit code ${code}).`)));
  try {
    await ready;
  } catch (error) {
    claim?.release();
    throw dataDir ? unopenedStore(dataDir, error) : error;
  }

  const call = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      settle();
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter the thread cannot receive (DataCloneError): nothing was sent.
        pending.delete(id);
        settle();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  };
  const paramsOf = (params?: readonly unknown[]) => (params ? [...params] : undefined);
  const snapshot = () => call<Uint8Array>({ op: "snapshot" });
  const stopAnswering = dataDir
    ? answerBackupRequests({ snapshot }, dataDir, (error) =>
        process.emitWarning(
          `The embedded database at ${dataDir} could not write a snapshot: ${String(error)}`,
        ),
      )
    : () => {};

  return {
    kind: "pglite",
    query: <T>(sql: string, params?: readonly unknown[]) =>
      call<T[]>({ op: "query", sql, params: paramsOf(params) }),
    exec: (sql) => call<void>({ op: "exec", sql }),
    script: <T>(sql: string) => call<T[]>({ op: "script", sql }),
    transaction: async (work) => {
      const tx = await call<number>({ op: "begin" });
      const scoped: Queryable = {
        query: <T>(sql: string, params?: readonly unknown[]) =>
          call<T[]>({ op: "query", sql, params: paramsOf(params), tx }),
      };
      let result;
      try {
        result = await work(scoped);
      } catch (error) {
        await call({ op: "end", tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
    snapshot,
    close: async () => {
      if (failure) return;
      stopAnswering();
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      failure = new Error("The embedded database is closed.");
      worker.ref();
      worker.postMessage({ op: "close", id: nextId++ });
      await exited;
      // Only now: a backup or restore let in while the thread still closed the store would tear it.
      claim?.release();
    },
  };
}

/**
 * A store PGlite could not open says which, and what to do: alone, its "Aborted(). Build with
 * -sASSERTIONS for more info." named neither the store nor a way back (an operator's review).
 */
function unopenedStore(dataDir: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `The embedded store ${dataDir} could not be opened (${reason.trim()}): it may be damaged. ` +
      `Restore a backup into it (npm run restore -- <backup set>; a restore keeps the store it replaces as ${dataDir}.before-restore-*), or move it aside to start on an empty one.`,
    { cause: error },
  );
}

async function openInProcess(dataDir: string | undefined, options: PGliteOptions): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...options, dataDir });
  const query = async <T>(sql: string, params?: readonly unknown[]) =>
    (await pg.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: "pglite",
    query,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    script: async <T>(sql: string) => (await pg.exec(sql)).flatMap((r) => r.rows as T[]),
    transaction: (work) =>
      pg.transaction((tx) => {
        const scoped: Queryable = {
          query: async <T>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<T>(sql, params ? [...params] : undefined)).rows,
        };
        return work(scoped);
      }),
    snapshot: () => snapshotOf(pg),
    close: () => pg.close(),
  };
}
