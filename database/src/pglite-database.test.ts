import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pgliteTestOptions } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { openPgliteDatabase } from "./pglite-database.ts";

/** Timer ticks the event loop gets while `work` runs: none when something holds the loop. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

/** Starts from the migrated dump the test setup built: creating a cluster takes seconds. */
const fromDump = () => pgliteTestOptions("migrated");

// A query that keeps PostgreSQL busy for a few hundred milliseconds on any machine.
const HEAVY = "select count(*)::int as n from generate_series(1, 1000000) g where g % 7 = 3";

describe("embedded PGlite on a thread of its own", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase(undefined, fromDump());
    await db.exec(
      "create table items (id int primary key, name text not null, doc jsonb, at timestamptz, bin bytea)",
    );
  });
  afterAll(() => db.close());

  it("answers queries with parameters of every kind the api stores", async () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    await db.query("insert into items values ($1, $2, $3, $4, $5)", [
      1,
      "first",
      JSON.stringify({ a: [1, 2] }),
      at,
      new Uint8Array([1, 2, 3]),
    ]);
    const [row] = await db.query<{ id: number; name: string; doc: unknown; at: Date; bin: Uint8Array }>(
      "select * from items where id = $1",
      [1],
    );
    expect(row).toEqual({ id: 1, name: "first", doc: { a: [1, 2] }, at, bin: new Uint8Array([1, 2, 3]) });
  });

  it("throws PostgreSQL's error with its SQLSTATE, and goes on answering", async () => {
    const failure = await db
      .query("insert into items (id, name) values (1, 'again')")
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: "23505", message: expect.stringContaining("duplicate key") });
    expect(failure).toBeInstanceOf(Error);
    await expect(db.query("select count(*)::int as n from items")).resolves.toEqual([{ n: 1 }]);
  });

  it("refuses a parameter it cannot send to the database thread, and goes on answering", async () => {
    await expect(db.query("select $1::text as t", [() => "a function"])).rejects.toThrow();
    await expect(db.query("select $1::text as t", ["text"])).resolves.toEqual([{ t: "text" }]);
  });

  it("commits a transaction's statements together, and rolls all of them back on an error", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (2, 'two')");
      await tx.query("insert into items (id, name) values (3, 'three')");
    });
    const failed = db.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (4, 'four')");
      throw new Error("the command changed its mind");
    });
    await expect(failed).rejects.toThrow("the command changed its mind");
    const sqlFailure = db.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (5, 'five')");
      await tx.query("insert into items (id, name) values (1, 'duplicate')");
    });
    await expect(sqlFailure).rejects.toMatchObject({ code: "23505" });
    const ids = await db.query<{ id: number }>("select id from items order by id");
    expect(ids.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it("keeps other statements out of an open transaction until it ends", async () => {
    let outsideSaw: number | undefined;
    let outside: Promise<void> | undefined;
    await db.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (6, 'six')");
      outside = db.query<{ n: number }>("select count(*)::int as n from items").then(([r]) => {
        outsideSaw = r?.n;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      await tx.query("insert into items (id, name) values (7, 'seven')");
    });
    // Awaited, not slept on: a loaded machine took longer than a fixed 20 ms to answer it.
    await outside;
    // Both of the transaction's rows: the count ran after the commit.
    expect(outsideSaw).toBe(5);
  });

  it("leaves the event loop free while PostgreSQL computes", async () => {
    const ticks = await ticksDuring(() => db.query(HEAVY));
    expect(ticks).toBeGreaterThan(3);
  });

  it("is the contrast: in process, the same query holds the event loop", async () => {
    const local = await openPgliteDatabase(undefined, fromDump(), { inProcess: true });
    try {
      const ticks = await ticksDuring(() => local.query(HEAVY));
      expect(ticks).toBeLessThanOrEqual(1);
    } finally {
      await local.close();
    }
  });

  it("opens databases from one dump that share nothing: one's writes never reach the next", async () => {
    // The test worker keeps a dump's bytes and hands them to every database it opens.
    const first = await openPgliteDatabase(undefined, fromDump(), { inProcess: true });
    try {
      await first.exec("create table marker (id int); insert into marker values (1); checkpoint");
      expect(await first.query("show shared_buffers")).toEqual([{ shared_buffers: "16MB" }]);
    } finally {
      await first.close();
    }
    const next = await openPgliteDatabase(undefined, fromDump(), { inProcess: true });
    try {
      expect(await next.query("select to_regclass('marker') as found")).toEqual([{ found: null }]);
    } finally {
      await next.close();
    }
  });

  it("refuses statements after it is closed, with a clear error", async () => {
    const other = await openPgliteDatabase(undefined, fromDump());
    await other.close();
    await expect(other.query("select 1")).rejects.toThrow("The embedded database is closed.");
  });
});

describe("an embedded store in a directory", () => {
  const root = mkdtempSync(join(tmpdir(), "alm-store-"));
  const dir = join(root, "pglite");
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // An operator's review: DATA_DIR naming a file read "EEXIST: file already exists, mkdir …",
  // naming no setting to change.
  it("whose folder cannot be made says so, naming DATA_DIR and what to set", async () => {
    const file = join(root, "a-file");
    writeFileSync(file, "");
    const store = join(file, "data", "pglite");
    await expect(openPgliteDatabase(store)).rejects.toThrow(
      `The embedded store's folder ${join(file, "data")} (DATA_DIR) cannot be made or written (`,
    );
    await expect(openPgliteDatabase(store)).rejects.toThrow(
      /\): set DATA_DIR to a folder this user may create and write, or keep the store in PostgreSQL \(DATABASE_URL, GATEWAY_DATABASE_URL\)\.$/,
    );
  });

  it("is refused while another process holds it, and taken over once that process has ended", async () => {
    const first = await openPgliteDatabase(dir, fromDump());
    await first.query("create table marker (id int)");
    await first.close();
    // Another service on the same DATA_DIR: it holds the store until it is killed.
    const module = JSON.stringify(new URL("./pglite-database.ts", import.meta.url).href);
    const script = join(root, "holder.mjs");
    writeFileSync(
      script,
      `import { openPgliteDatabase } from ${module}; await openPgliteDatabase(${JSON.stringify(dir)}); console.log("open"); setInterval(() => {}, 1000);`,
    );
    const holder = spawn(process.execPath, [script], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on("data", (d: Buffer) => d.toString().includes("open") && resolve());
        holder.once("exit", (code) => reject(new Error(`the holder exited (${code})`)));
      });
      // It was opened beside the holder, took over its pid file, and a restart found it torn.
      await expect(openPgliteDatabase(dir)).rejects.toThrow(
        `The embedded store ${dir} is held open by process ${holder.pid} (a service started twice on one DATA_DIR?)`,
      );
      expect(readFileSync(`${dir}.pid`, "utf8")).toBe(String(holder.pid));
    } finally {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
    const after = await openPgliteDatabase(dir);
    expect(await after.query("select to_regclass('marker') as found")).toEqual([{ found: "marker" }]);
    expect(readFileSync(`${dir}.pid`, "utf8")).toBe(String(process.pid));
    // Held until the thread has closed the store: the claim went as the close began, and a
    // restore let in then replaced the store while PGlite still wrote it.
    const closing = after.close();
    expect(readFileSync(`${dir}.pid`, "utf8")).toBe(String(process.pid));
    await closing;
    expect(existsSync(`${dir}.pid`)).toBe(false);
  }, 60_000);

  it("that PGlite cannot open says which store, that it may be damaged, and how to restore it", async () => {
    writeFileSync(join(dir, "global", "pg_control"), "not a control file");
    const opened = openPgliteDatabase(dir);
    await expect(opened).rejects.toThrow(`The embedded store ${dir} could not be opened (`);
    await expect(opened).rejects.toThrow(/it may be damaged\. Restore a backup into it \(npm run restore/);
    // The claim is given up with the attempt.
    expect(existsSync(`${dir}.pid`)).toBe(false);
  }, 60_000);
});
