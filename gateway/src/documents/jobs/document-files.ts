import { Readable } from "node:stream";
import type { Database, Queryable } from "@alm/database";

/** Small enough to hold a few at once, large enough that a 20 MB package is 20 round trips. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * Asked inside the transaction that stores a file, before anything is written: false stores nothing.
 * A job's run passes "does this run still hold the job?", so that a run the queue has given to
 * another instance, or whose job has been deleted meanwhile, leaves no file behind.
 */
export type StoreGuard = (tx: Queryable) => Promise<boolean>;

const ALWAYS: StoreGuard = () => Promise.resolve(true);

/** A stored file, read one chunk at a time as the response drains. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Finished documents in the gateway's database (document_chunks), where every instance reads them.
 * Written and read one chunk at a time: a document is never held twice in memory, and a reader
 * never sees half of one (the chunks are written in one transaction).
 */
export class DocumentFiles {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Replaces the file's chunks with `bytes`; false when the guard refused (nothing written). */
  async write(fileId: string, bytes: Uint8Array, guard = ALWAYS): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await guard(tx))) return false;
      await tx.query("delete from gateway.document_chunks where file_id = $1", [fileId]);
      for (let n = 0, at = 0; at < bytes.length || n === 0; n++, at += CHUNK_BYTES) {
        // A view, not a copy: the chunk is copied once, on its way to the database.
        const chunk = Buffer.from(
          bytes.buffer,
          bytes.byteOffset + at,
          Math.min(CHUNK_BYTES, bytes.length - at),
        );
        await tx.query("insert into gateway.document_chunks (file_id, n, bytes) values ($1, $2, $3)", [
          fileId,
          n,
          chunk,
        ]);
      }
      return true;
    });
  }

  /** The file's size in bytes, or undefined when it is gone. */
  async size(fileId: string): Promise<number | undefined> {
    const [row] = await this.db.query<{ size: number | null; chunks: number }>(
      "select sum(length(bytes))::int as size, count(*)::int as chunks from gateway.document_chunks where file_id = $1",
      [fileId],
    );
    return row && row.chunks > 0 ? (row.size ?? 0) : undefined;
  }

  /** The file as a stream of its chunks, or undefined when it is gone. */
  async open(fileId: string): Promise<StoredFile | undefined> {
    const size = await this.size(fileId);
    if (size === undefined) return undefined;
    let n = 0;
    const db = this.db;
    const next = async (stream: Readable) => {
      try {
        const [row] = await db.query<{ bytes: Uint8Array }>(
          "select bytes from gateway.document_chunks where file_id = $1 and n = $2",
          [fileId, n++],
        );
        stream.push(row ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null);
      } catch (error) {
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    };
    // One chunk asked for each time the reader has drained the last: at most one held here.
    const stream: Readable = new Readable({
      read() {
        void next(stream);
      },
    });
    return { stream, size };
  }

  /**
   * Copies a stored file under another name, inside the database (a package served again):
   * "missing" when there is no file to copy, "refused" when the guard refused (nothing written).
   */
  async copy(fromId: string, toId: string, guard = ALWAYS): Promise<"copied" | "missing" | "refused"> {
    return this.db.transaction(async (tx) => {
      if (!(await guard(tx))) return "refused";
      await tx.query("delete from gateway.document_chunks where file_id = $1", [toId]);
      const rows = await tx.query(
        `insert into gateway.document_chunks (file_id, n, bytes)
         select $2, n, bytes from gateway.document_chunks where file_id = $1 returning n`,
        [fromId, toId],
      );
      return rows.length > 0 ? "copied" : "missing";
    });
  }

  async remove(fileId: string): Promise<void> {
    await this.db.query("delete from gateway.document_chunks where file_id = $1", [fileId]);
  }
}
