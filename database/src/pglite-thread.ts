import { mkdirSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type PGliteOptions, type Transaction } from "@electric-sql/pglite";
import { snapshotOf } from "./pglite-snapshot.ts";
import { errorFields, type PgliteReply, type PgliteRequest } from "./pglite-protocol.ts";

/** The thread that owns the api's embedded PGlite: runs what the event loop sends, in order. */

interface ThreadData {
  dataDir?: string;
  options: PGliteOptions;
}

const port = parentPort;
if (!port) throw new Error("pglite-thread.ts runs as a worker thread.");
const { dataDir, options } = workerData as ThreadData;
if (dataDir) mkdirSync(dataDir, { recursive: true });

/** Thrown inside PGlite's transaction to roll it back without it being a failure. */
class RollBack extends Error {}

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

const reply = (message: PgliteReply) => port.postMessage(message);
const answer = (id: number, work: Promise<unknown>) =>
  work.then(
    (value) => reply({ id, ok: true, value }),
    (error: unknown) => reply({ id, ok: false, error: errorFields(error) }),
  );

function begin(pg: PGlite, id: number) {
  const txId = nextTransaction++;
  let endId = 0;
  const finished = pg.transaction(async (tx) => {
    // Answered once PGlite holds the transaction: other queries wait for it from here on.
    const commit = await new Promise<boolean>((resolve) => {
      transactions.set(txId, { tx, end: resolve });
      reply({ id, ok: true, value: txId });
    });
    if (!commit) throw new RollBack();
  });
  const settled = finished.then(
    () => undefined,
    (error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    },
  );
  return {
    txId,
    finish: (id: number) => {
      endId = id;
      void answer(
        endId,
        settled.finally(() => transactions.delete(txId)),
      );
    },
  };
}

const pg = await PGlite.create({ ...options, dataDir });
const ending = new Map<number, ReturnType<typeof begin>>();

port.on("message", (request: PgliteRequest) => {
  switch (request.op) {
    case "query": {
      const target = request.tx === undefined ? pg : transactions.get(request.tx)?.tx;
      if (!target) {
        reply({ id: request.id, ok: false, error: { message: "The transaction has already ended." } });
        return;
      }
      void answer(
        request.id,
        target.query(request.sql, request.params).then((result) => result.rows),
      );
      return;
    }
    case "exec":
      void answer(
        request.id,
        pg.exec(request.sql).then(() => undefined),
      );
      return;
    case "script":
      void answer(
        request.id,
        pg.exec(request.sql).then((results) => results.flatMap((r) => r.rows)),
      );
      return;
    case "begin": {
      const started = begin(pg, request.id);
      ending.set(started.txId, started);
      return;
    }
    case "end": {
      const open = transactions.get(request.tx);
      const started = ending.get(request.tx);
      ending.delete(request.tx);
      if (!open || !started) {
        reply({ id: request.id, ok: false, error: { message: "The transaction has already ended." } });
        return;
      }
      started.finish(request.id);
      open.end(request.commit);
      return;
    }
    case "snapshot":
      void answer(request.id, snapshotOf(pg));
      return;
    case "close":
      // The event loop waits for this thread's exit; there is nothing left to answer.
      void pg.close().finally(() => process.exit(0));
      return;
  }
});

// Ready: the event loop queues its first messages until this arrives.
reply({ id: 0, ok: true });
